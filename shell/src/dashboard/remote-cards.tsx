// The dashboard's cards that come from the remotes owning their data (issue 23, docs/remote-manifest.md):
// each remote declares its cards in its manifest (slot, order, title, link, loading shape, visibility);
// the shell draws the frame and the declared loading shape at once, loads the card's module once the
// page has rendered (idle, or a second at most, as the bell's feed), and lets the body replace the
// shape. A card whose module cannot load shows its own failure with Try again; the dashboard works on.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { RightsRecord, SelectedPlan } from '@portal/contracts/domain';
import type { CardLoadingShape } from '@portal/contracts/remote-manifest';
import { isRemoteCardModule, type DashboardCardBodyProps } from '@portal/contracts/remote-page';
import { usePortalComposition, visibilityAllows, type ComposedDashboardCard } from '@portal/rights';
import { LoadFailure } from '@portal/ui';
import { loadRemoteModule } from '../remotes/load-remote-page';
import { RemoteErrorBoundary } from '../remotes/remote-error-boundary';
import { whenIdle } from '../remotes/when-idle';
import { attentionShape } from './attention/attention-shapes';
import { DashboardCard } from './dashboard-card';

const cardLoadDelayMs = 1000;
const failureMessage = 'This card could not be loaded.';

type CardState = { status: 'loading' } | { status: 'ready'; Body: ComponentType<DashboardCardBodyProps> } | { status: 'failed' };

function shapeOf(loading: CardLoadingShape) {
  return attentionShape({ figureLines: loading.figureLines, textLines: loading.textLines, listItems: loading.listItems });
}

function RemoteCard({ card }: { card: ComposedDashboardCard }) {
  const [state, setState] = useState<CardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      loadRemoteModule(card.remote, card.module, isRemoteCardModule).then(
        (loaded) => !cancelled && setState({ status: 'ready', Body: loaded.default }),
        (error: unknown) => {
          console.error(`[portal] the ${card.id} card of ${card.remote} could not be loaded`, error instanceof Error ? error.message : error);
          if (!cancelled) setState({ status: 'failed' });
        },
      );
    }, cardLoadDelayMs);
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [card.remote, card.module, card.id, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const shape = shapeOf(card.loading);
  let body;
  if (state.status === 'ready') {
    body = (
      <RemoteErrorBoundary key={attempt} fallback={() => <LoadFailure message={failureMessage} onRetry={retry} />}>
        <state.Body loadingShape={shape} />
      </RemoteErrorBoundary>
    );
  } else if (state.status === 'failed') {
    body = <LoadFailure message={failureMessage} onRetry={retry} />;
  } else {
    body = (
      <>
        <p role="status" className="portal-visually-hidden">
          {card.loading.status}
        </p>
        <div aria-hidden="true">{shape}</div>
      </>
    );
  }
  return (
    <DashboardCard title={card.title} link={card.link}>
      {body}
    </DashboardCard>
  );
}

/** The remotes' cards of one dashboard slot that this plan and its rights show, in their order. */
export function RemoteDashboardCards({ slot, plan, rights }: { slot: ComposedDashboardCard['slot']; plan: SelectedPlan; rights: RightsRecord }) {
  const cards = usePortalComposition((state) => state.dashboardCards);
  return (
    <>
      {cards
        .filter((card) => card.slot === slot && (!card.contractTypes || card.contractTypes.includes(plan.contractType)) && visibilityAllows(card.visibleWhen, rights))
        .map((card) => (
          <RemoteCard key={`${card.remote}:${card.id}`} card={card} />
        ))}
    </>
  );
}
