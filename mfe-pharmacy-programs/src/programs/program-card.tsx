// One program in the list: illustration, title, the first paragraph, a link to its page, and its button.
import { Link } from '@portal/routing';
import { Card } from '@portal/ui';
import { HandoffButton } from '../handoff/handoff-button';
import { ProgramParagraphs } from './program-body';
import { ProgramImage } from './program-image';
import type { ProgramView } from './program-view';
import styles from './programs.module.css';

export function ProgramCard({ program }: { program: ProgramView }) {
  return (
    <Card as="article" title={program.title} media={<ProgramImage image={program.image} small />}>
      <ProgramParagraphs paragraphs={program.top.slice(0, 1)} />
      <p className={styles.more}>
        <Link to={`/programs/${encodeURIComponent(program.programId)}`}>More about {program.title}</Link>
      </p>
      {program.action && (
        <HandoffButton
          label={program.buttonLabel}
          destination={program.title}
          action={program.action}
          exitModal={program.exitModal}
          variant="secondary"
        />
      )}
    </Card>
  );
}
