/** Resolves once `check` holds, polling every 20 ms (no fixed sleeps), within `ms`. */
export async function until(check: () => boolean, ms = 8000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await Bun.sleep(20);
  }
}
