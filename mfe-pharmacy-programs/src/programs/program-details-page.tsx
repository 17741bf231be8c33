// /programs/:id: one program of the member. The page title comes from the program's content (route
// table); a program the member does not have shows not-found, an expired one says it has ended.
import type { ReactNode } from 'react';
import { Link, useParams } from '@portal/routing';
import { dashboardPath } from '@portal/contracts/route-table';
import { hasProgram, useRights } from '@portal/rights';
import { useMemberDisplayName, useSession, useSelectedMemberId } from '@portal/session';
import { PageFrame } from '@portal/ui';
import { exitModalFor, resolveForPlan } from '../content/catalogue';
import { useContentOptions } from '../content/content-options';
import { HandoffButton } from '../handoff/handoff-button';
import { ProgramParagraphs } from './program-body';
import { ProgramImage } from './program-image';
import { programView, type ProgramView } from './program-view';
import { useVariantPlan } from './use-member-programs';
import { usePageTitle } from './use-page-title';
import styles from './programs.module.css';
import '../app-name';

function BackToPrograms() {
  const hasAnyProgram = useRights((state) => (state.rights?.programs ?? []).length > 0);
  const contractType = useSession((state) => state.selectedPlan?.contractType ?? 'Medical');
  return (
    <p className={styles.back}>
      {hasAnyProgram ? (
        <Link to="/programs">Back to all programs</Link>
      ) : (
        <Link to={dashboardPath(contractType)}>Go to the portal home</Link>
      )}
    </p>
  );
}

function Unavailable({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <PageFrame title={title}>
      {children}
      <BackToPrograms />
    </PageFrame>
  );
}

function ProgramDetails({ program }: { program: ProgramView }) {
  usePageTitle(program.title);
  const name = useMemberDisplayName();
  const memberId = useSelectedMemberId();
  const text = (
    <div>
      <ProgramParagraphs paragraphs={program.top} />
      {program.action && (
        <HandoffButton label={program.buttonLabel} destination={program.title} action={program.action} exitModal={program.exitModal} />
      )}
      <ProgramParagraphs paragraphs={program.bottom} />
      {!program.hasContent && (
        <p>
          Details about this program aren’t available online right now. Call the customer service number on the back of your member ID card
          to learn more.
        </p>
      )}
    </div>
  );
  return (
    <PageFrame width="reading" title={program.title} greeting={{ name, memberId }}>
      {program.image ? (
        <div className={styles.withImage}>
          {text}
          <ProgramImage image={program.image} />
        </div>
      ) : (
        text
      )}
      <BackToPrograms />
    </PageFrame>
  );
}

export default function ProgramDetailsPage() {
  const { id = '' } = useParams();
  const memberHasProgram = useRights((state) => hasProgram(state.rights, id));
  const options = useContentOptions();
  const plan = useVariantPlan();

  if (!memberHasProgram) {
    return (
      <Unavailable title="We can’t find that program">
        <p>This program isn’t part of your plan, or the address is not quite right.</p>
      </Unavailable>
    );
  }
  const program = programView(id, resolveForPlan(id, plan, options), exitModalFor(id, plan, options));
  if (!program) {
    return (
      <Unavailable title="This program is no longer available">
        <p>This program has ended. Your other programs are still available.</p>
      </Unavailable>
    );
  }
  return <ProgramDetails program={program} />;
}
