import type { Feature } from '../feature';

/** The frame around the screens: sidebar, screen bar, palette, help; no screen of its own. */
export const shellFeature: Feature = {
  id: 'shell',
  subscriptions: [
    {
      // A link, a notification or the tray asked for something: only ever a view, never an action.
      name: 'app:navigate-requested shows the approval or the history entry it names',
      start: (store, api) =>
        api.on('app:navigate-requested', ({ target, id }) => {
          const state = store.getState();
          if (target === 'approval') state.approvals.show(id);
          else void state.history.showEntry(id);
        }),
    },
  ],
};
