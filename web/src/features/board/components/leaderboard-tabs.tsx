import { useRef, type KeyboardEvent } from 'react';

export interface BoardTab {
  key: string;
  label: string;
}

interface LeaderboardTabsProps {
  tabs: readonly BoardTab[];
  selected: string;
  onSelect: (key: string) => void;
  /** Builds the ids that tie each tab to the panel. */
  tabId: (key: string) => string;
  panelId: string;
}

/**
 * A real tablist (WAI-ARIA tabs): one tab in the Tab order, arrow keys move and select, Home and
 * End jump to the ends. On a phone the row scrolls sideways and keeps the chosen tab in view.
 */
export function LeaderboardTabs({ tabs, selected, onSelect, tabId, panelId }: LeaderboardTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  const choose = (key: string) => {
    onSelect(key);
    const tab = listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(key))}`);
    tab?.focus();
    tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((t) => t.key === selected);
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowDown: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      ArrowUp: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const next = tabs[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    choose(next.key);
  };

  return (
    <div ref={listRef} className="leaderboard-tabs" role="tablist" aria-label="Leaderboards" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.key === selected;
        return (
          <button
            key={tab.key}
            id={tabId(tab.key)}
            type="button"
            role="tab"
            className="leaderboard-tabs__tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => choose(tab.key)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
