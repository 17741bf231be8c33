// The dashboard's cards, all of which come from the remotes owning their data
// (docs/remote-manifest.md): each remote declares its cards in its manifest (slot, order, title, link,
// loading shape, visibility by a rights key, contract types, its page's guard or a named rule of
// @portal/rights); the shell draws the frame and the declared loading shape at once, loads the cards'
// modules at once (a dashboard opened directly starts them as the portal is composed: the cards are
// its content, and the largest of them is what a member waits for), a remote's cards together (one
// remote entry each, and they swap in at once), and lets each body replace its shape. A
// card whose module cannot load shows its own failure with Try again; the dashboard works on. A prompt
// (slot `prompt`) is a nudge its module draws whole: nothing while it loads, nothing if it fails.
import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { RightsRecord } from '@portal/contracts/domain';
import type { CardLoadingShape, DashboardSlot } from '@portal/contracts/remote-manifest';
import type { DashboardCardBodyProps } from '@portal/contracts/remote-page';
import { pathAllowed, routeFor, usePortalComposition, type ComposedDashboardCard } from '@portal/rights';
import { LoadFailure, LoadingStatus } from '@portal/ui';
import { loadRemoteCard } from '../remotes/load-remote-page';
import { RemoteErrorBoundary } from '../remotes/remote-error-boundary';
import { cardShape, rowsShape } from './card-shapes';
import { DashboardCard } from './dashboard-card';
import { visibleDashboardCards, type CardPlan } from './visible-cards';

const failureMessage = 'This card could not be loaded.';

type CardBody = ComponentType<DashboardCardBodyProps>;
type CardState = { status: 'loading' } | { status: 'ready'; Body: CardBody } | { status: 'failed' };

const cardKey = (card: ComposedDashboardCard) => `${card.remote}:${card.id}`;

function shapeOf(loading: CardLoadingShape | undefined) {
  if (!loading) return null;
  if (loading.rows) return rowsShape(loading.rows);
  return cardShape({ figureLines: loading.figureLines, textLines: loading.textLines, listItems: loading.listItems });
}

function loadBody(card: ComposedDashboardCard): Promise<CardBody> {
  return loadRemoteCard(card.remote, card.module).then(
    (loaded) => loaded.default,
    (error: unknown) => {
      console.error(`[portal] the ${card.id} card of ${card.remote} could not be loaded`, error instanceof Error ? error.message : error);
      throw error;
    },
  );
}

export interface CardBodies {
  states: Readonly<Record<string, CardState>>;
  retry: (card: ComposedDashboardCard) => void;
  /** Every card's module has arrived or failed (true with no cards). */
  settled: boolean;
}

/**
 * Loads the cards' modules as the page renders, taking up the loads the start-up began
 * (startFirstDashboardCardLoads): every remote's cards at once (the remote's entry is fetched once),
 * and each remote's bodies replace their shapes together, in one render.
 */
export function useCardBodies(cards: readonly ComposedDashboardCard[]): CardBodies {
  const [states, setStates] = useState<Record<string, CardState>>({});
  const keys = cards.map(cardKey).join('|');
  useEffect(() => {
    if (cards.length === 0) return undefined;
    let cancelled = false;
    const byRemote = new Map<string, ComposedDashboardCard[]>();
    for (const card of cards) byRemote.set(card.remote, [...(byRemote.get(card.remote) ?? []), card]);
    for (const remoteCards of byRemote.values()) {
      void Promise.allSettled(remoteCards.map(loadBody)).then((results) => {
        if (cancelled) return;
        setStates((current) => {
          const next = { ...current };
          results.forEach((result, index) => {
            next[cardKey(remoteCards[index]!)] =
              result.status === 'fulfilled' ? { status: 'ready', Body: result.value } : { status: 'failed' };
          });
          return next;
        });
      });
    }
    return () => {
      cancelled = true;
    };
    // The cards are the same while their keys are.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys]);
  const retry = useCallback((card: ComposedDashboardCard) => {
    const key = cardKey(card);
    setStates((current) => ({ ...current, [key]: { status: 'loading' } }));
    loadBody(card).then(
      (Body) => setStates((current) => ({ ...current, [key]: { status: 'ready', Body } })),
      () => setStates((current) => ({ ...current, [key]: { status: 'failed' } })),
    );
  }, []);
  const settled = cards.every((card) => {
    const state = states[cardKey(card)];
    return state !== undefined && state.status !== 'loading';
  });
  return { states, retry, settled };
}

function RemoteCard({
  card,
  state,
  retry,
  plan,
  rights,
}: {
  card: ComposedDashboardCard;
  state: CardState;
  retry: () => void;
  plan: CardPlan;
  rights: RightsRecord;
}) {
  const [attempt, setAttempt] = useState(0);
  const again = useCallback(() => {
    setAttempt((count) => count + 1);
    retry();
  }, [retry]);
  const shape = shapeOf(card.loading);
  const status = card.loading?.status ?? '';
  if (card.slot === 'prompt') {
    // A nudge: nothing until its module is in, and nothing when it fails (its page shows the real state).
    return state.status === 'ready' ? (
      <RemoteErrorBoundary fallback={() => null}>
        <state.Body loadingShape={null} loadingStatus={status} />
      </RemoteErrorBoundary>
    ) : null;
  }
  let body;
  if (state.status === 'ready') {
    body = (
      <RemoteErrorBoundary key={attempt} fallback={() => <LoadFailure message={failureMessage} onRetry={again} />}>
        <state.Body loadingShape={shape} loadingStatus={status} />
      </RemoteErrorBoundary>
    );
  } else if (state.status === 'failed') {
    body = <LoadFailure message={failureMessage} onRetry={again} />;
  } else {
    body = (
      <>
        <LoadingStatus textHidden>{status}</LoadingStatus>
        <div aria-hidden="true">{shape}</div>
      </>
    );
  }
  // The link leads into the page that owns the details; left out when that page's guards refuse this
  // plan (a dental plan without coverage details), so a card never links to not-found.
  const link = card.link && (!routeFor(card.link.to) || pathAllowed(card.link.to, plan, rights)) ? card.link : undefined;
  return (
    <DashboardCard title={card.title} link={link} wide={card.wide}>
      {body}
    </DashboardCard>
  );
}

/**
 * The remotes' cards of one dashboard slot that this plan and its rights show, in their order. The
 * dashboard hands every slot the same `bodies` (one load for the whole page); alone, the slot loads its own.
 */
export function RemoteDashboardCards({
  slot,
  plan,
  rights,
  bodies,
}: {
  slot: DashboardSlot;
  plan: CardPlan;
  rights: RightsRecord;
  bodies?: CardBodies;
}) {
  const composed = usePortalComposition((state) => state.dashboardCards);
  const cards = useMemo(
    () => visibleDashboardCards(composed, plan, rights).filter((card) => card.slot === slot),
    [composed, plan, rights, slot],
  );
  const own = useCardBodies(bodies ? [] : cards);
  const { states, retry } = bodies ?? own;
  return (
    <>
      {cards.map((card) => (
        <RemoteCard
          key={cardKey(card)}
          card={card}
          state={states[cardKey(card)] ?? { status: 'loading' }}
          retry={() => retry(card)}
          plan={plan}
          rights={rights}
        />
      ))}
    </>
  );
}
