import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';

import type { HistoryEntry } from '../../../shared/schemas/history';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { HistoryRow } from './history-row';
import { HISTORY_OVERSCAN, HISTORY_ROW_HEIGHT, rowAfterKey } from './model/row-keys';
import { useAfterFirstPaint } from './model/use-after-first-paint';

/** Within this many rows of the last loaded one, the next page is asked for. */
const PAGE_AHEAD_ROWS = 60;

function ColumnHeads() {
  const { t } = useI18n();
  return (
    <div className="history-row history-heads" aria-hidden="true">
      <span className="history-cell">{t('history.column.time')}</span>
      <span className="history-cell">{t('history.column.agent')}</span>
      <span className="history-cell">{t('history.column.event')}</span>
      <span className="history-cell">{t('history.column.tool')}</span>
      <span className="history-cell">{t('history.column.hook')}</span>
      <span className="history-cell">{t('history.column.outcome')}</span>
      <span className="history-cell">{t('history.column.duration')}</span>
      <span className="history-cell">{t('history.column.source')}</span>
    </div>
  );
}

/**
 * The loaded entries, newest first, virtualized with @tanstack/react-virtual: only the rows in
 * view (plus overscan) are in the DOM, each at a fixed height, so a million entries scroll like a
 * hundred. Scrolling near the end pages in more; scrolling to the top lets live entries join.
 */
export function HistoryList() {
  const { t } = useI18n();
  const scroller = useRef<HTMLDivElement | null>(null);
  // The row keyboard focus is on (or goes to once rendered); null: none yet.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focusPending = useRef(false);
  const { entries, ready, selectedId, hasMore, paging, newCount } = useAppStore(
    useShallow(({ history }) => ({
      entries: history.entries,
      ready: history.status === 'ready',
      selectedId: history.selectedId,
      hasMore: history.cursor !== null,
      paging: history.paging,
      newCount: history.newCount,
    })),
  );
  const { loadMore, select, setAtTop, reload } = useAppStore(
    useShallow(({ history }) => ({
      loadMore: history.loadMore,
      select: history.select,
      setAtTop: history.setAtTop,
      reload: history.load,
    })),
  );
  // The rows past the edges of the view join once the first ones are painted: on opening History
  // they were 10 of the 24 rows the first frame rendered, laid out and painted, with no one
  // seeing them until the list scrolls.
  const painted = useAfterFirstPaint();
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => HISTORY_ROW_HEIGHT,
    overscan: painted ? HISTORY_OVERSCAN : 0,
    getItemKey: (index) => entries[index]?.id ?? index,
  });
  const rendered = virtualizer.getVirtualItems();
  const start = rendered[0]?.index ?? 0;
  const end = (rendered[rendered.length - 1]?.index ?? -1) + 1;
  const onScroll = () => setAtTop((scroller.current?.scrollTop ?? 0) < HISTORY_ROW_HEIGHT / 2);
  // Paging from the scroll position: the store ignores a call while a page is on its way, and
  // while the first page is being asked again (History opened anew, live entries missed): once
  // that is back (`ready`) a list already scrolled to its end pages on. Without `ready` here it
  // stayed at its first page until the user scrolled away and back.
  useEffect(() => {
    if (ready && hasMore && !paging && end >= entries.length - PAGE_AHEAD_ROWS) void loadMore();
  }, [ready, hasMore, paging, end, entries.length, loadMore]);
  // Focusing after render: a row the keys moved to may only now be in the DOM.
  useEffect(() => {
    if (!focusPending.current || focusIndex === null) return;
    const row = scroller.current?.querySelector<HTMLElement>(`[data-index="${focusIndex}"]`);
    if (!row) return;
    focusPending.current = false;
    row.focus();
  }, [focusIndex, start, end]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = scroller.current;
    const from = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!element || !from || event.altKey || event.ctrlKey || event.metaKey) return;
    const page = Math.floor(element.clientHeight / HISTORY_ROW_HEIGHT) - 1;
    const next = rowAfterKey(event.key, Number(from.dataset.index), page, entries.length);
    if (next === null) return;
    event.preventDefault();
    virtualizer.scrollToIndex(next, { align: 'auto' });
    focusPending.current = true;
    setFocusIndex(next);
  };
  const selectedIndex = entries.findIndex((entry) => entry.id === selectedId);
  const wanted = focusIndex ?? (selectedIndex === -1 ? 0 : selectedIndex);
  // The list's one Tab stop: the wanted row if it is rendered, else the first one in view.
  const tabStop =
    wanted >= start && wanted < end
      ? wanted
      : Math.min(
          Math.floor((virtualizer.scrollOffset ?? 0) / HISTORY_ROW_HEIGHT),
          entries.length - 1,
        );
  const showNew = () => {
    scroller.current?.scrollTo({ top: 0 });
    void reload();
  };
  return (
    <div className="history-list" data-testid="history-list">
      <ColumnHeads />
      {newCount > 0 ? (
        <button
          type="button"
          className="history-new-pill"
          data-testid="history-new-pill"
          onClick={showNew}
        >
          {t('history.newEntries', { count: newCount })}
        </button>
      ) : null}
      <div className="history-scroller" ref={scroller} onScroll={onScroll}>
        <div
          role="list"
          aria-label={t('history.list')}
          className="history-rows"
          onKeyDown={onKeyDown}
          style={{ height: virtualizer.getTotalSize() }}
        >
          {rendered.map(({ index, key, start: top }) => {
            const entry = entries[index] as HistoryEntry;
            return (
              <div
                key={key}
                role="listitem"
                aria-setsize={hasMore ? -1 : entries.length}
                aria-posinset={index + 1}
                className="history-slot"
                style={{ transform: `translateY(${top}px)` }}
              >
                <HistoryRow
                  entry={entry}
                  index={index}
                  tabbable={index === tabStop}
                  selected={entry.id === selectedId}
                  onSelect={(id) => {
                    setFocusIndex(index);
                    select(id);
                  }}
                />
              </div>
            );
          })}
        </div>
      </div>
      <p className="history-count" role="status" data-testid="history-count">
        {paging
          ? t('history.loadingMore')
          : hasMore
            ? t('history.loadedMore', { count: entries.length })
            : t('history.loaded', { count: entries.length })}
      </p>
    </div>
  );
}
