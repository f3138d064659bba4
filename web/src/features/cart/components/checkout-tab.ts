/** The tab a checkout opens, blank until the order's page (or a payment provider's) is known. */
export interface CheckoutTab {
  /** Sends the tab to `url`; false when it is gone (the player closed it). */
  go: (url: string) => boolean;
  close: () => void;
}

/**
 * Opens an empty tab right away, inside the click: a tab opened after an await counts as a popup and is
 * blocked. Null when the browser refused anyway; the modal then offers a link instead.
 */
export function openCheckoutTab(): CheckoutTab | null {
  let tab: Window | null = null;
  try {
    tab = window.open('about:blank', '_blank');
  } catch {
    return null;
  }
  if (!tab) return null;
  const win = tab;
  try {
    win.document.title = 'Placing your order…';
    win.document.body.textContent = 'Placing your order…';
  } catch {
    // A browser that isolates even a blank tab: it simply stays blank.
  }
  return {
    go(url) {
      if (win.closed) return false;
      // The page it goes to (perhaps a payment provider's) gets no handle on this one.
      win.opener = null;
      win.location.replace(url);
      return true;
    },
    close() {
      win.close();
    },
  };
}

/**
 * Where a checkout answer may send the tab: this site's own page (a built-in order) or an https page (a
 * payment provider's), as an absolute address; null for anything else. The blank tab shares this site's
 * origin, so a `javascript:` address there would run as the town.
 */
export function checkoutTarget(webUrl: string, here: string): string | null {
  let target: URL;
  try {
    target = new URL(webUrl, here);
  } catch {
    return null;
  }
  return target.origin === new URL(here).origin || target.protocol === 'https:' ? target.href : null;
}
