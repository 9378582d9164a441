import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { HistoryRow } from './history-row';
import { rowAfterKey, scrollToShow } from './model/row-keys';
import { HISTORY_ROW_HEIGHT, visibleRange } from './model/visible-range';

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
 * The loaded entries, newest first, virtualized: only the rows in view (plus overscan) are in the
 * DOM, each at a fixed height, so a million entries scroll like a hundred. Scrolling near the end
 * pages in more; scrolling to the top lets live entries join.
 */
export function HistoryList() {
  const { t } = useI18n();
  const scroller = useRef<HTMLDivElement | null>(null);
  const [view, setView] = useState({ top: 0, height: 0 });
  // The row keyboard focus is on (or goes to once rendered); null: none yet.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focusPending = useRef(false);
  const { entries, selectedId, hasMore, paging, newCount } = useAppStore(
    useShallow((state) => ({
      entries: state.history.entries,
      selectedId: state.history.selectedId,
      hasMore: state.history.cursor !== null,
      paging: state.history.paging,
      newCount: state.history.newCount,
    })),
  );
  const { loadMore, select, setAtTop, reload } = useAppStore(
    useShallow((state) => ({
      loadMore: state.history.loadMore,
      select: state.history.select,
      setAtTop: state.history.setAtTop,
      reload: state.history.load,
    })),
  );
  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    setView({ top: element.scrollTop, height: element.clientHeight });
    setAtTop(element.scrollTop < HISTORY_ROW_HEIGHT / 2);
  }, [setAtTop]);
  // Subscribing to the element's size: the viewport decides how many rows render.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);
  const { start, end } = visibleRange(view.top, view.height, entries.length);
  // Paging from the scroll position: the store ignores a call while a page is on its way.
  useEffect(() => {
    if (hasMore && !paging && end >= entries.length - PAGE_AHEAD_ROWS) void loadMore();
  }, [hasMore, paging, end, entries.length, loadMore]);
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
    element.scrollTop = scrollToShow(
      next,
      HISTORY_ROW_HEIGHT,
      element.scrollTop,
      element.clientHeight,
    );
    focusPending.current = true;
    setFocusIndex(next);
    measure();
  };
  const selectedIndex = entries.findIndex((entry) => entry.id === selectedId);
  const wanted = focusIndex ?? (selectedIndex === -1 ? 0 : selectedIndex);
  // The list's one Tab stop: the wanted row if it is rendered, else the first one in view.
  const tabStop =
    wanted >= start && wanted < end
      ? wanted
      : Math.min(Math.floor(view.top / HISTORY_ROW_HEIGHT), entries.length - 1);
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
      <div className="history-scroller" ref={scroller} onScroll={measure}>
        <div
          role="list"
          aria-label={t('history.list')}
          className="history-rows"
          onKeyDown={onKeyDown}
          style={{ height: entries.length * HISTORY_ROW_HEIGHT }}
        >
          {entries.slice(start, end).map((entry, offset) => (
            <div
              key={entry.id}
              role="listitem"
              aria-setsize={hasMore ? -1 : entries.length}
              aria-posinset={start + offset + 1}
              className="history-slot"
              style={{ transform: `translateY(${(start + offset) * HISTORY_ROW_HEIGHT}px)` }}
            >
              <HistoryRow
                entry={entry}
                index={start + offset}
                tabbable={start + offset === tabStop}
                selected={entry.id === selectedId}
                onSelect={(id) => {
                  setFocusIndex(start + offset);
                  select(id);
                }}
              />
            </div>
          ))}
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
