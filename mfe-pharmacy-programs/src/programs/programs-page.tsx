// /programs: the member's programs (rights.programs), each in the member's plan variant, with the
// program redirect modal (or the discount program's exit modal) before a partner opens.
import { Link } from '@portal/routing';
import { useMemberDisplayName, useSelectedMemberId } from '@portal/session';
import { CardGrid, PageFrame } from '@portal/ui';
import { contentFor } from '../content/catalogue';
import { useContentOptions } from '../content/content-options';
import { copyParagraphs } from '../content/page-copy';
import { ProgramParagraphs } from './program-body';
import { ProgramCard } from './program-card';
import { memberProgramViews, useMemberProgramIds, useVariantPlan } from './use-member-programs';
import styles from './programs.module.css';
import '../app-name';

export default function ProgramsPage() {
  const name = useMemberDisplayName();
  const memberId = useSelectedMemberId();
  const options = useContentOptions();
  const plan = useVariantPlan();
  const programIds = useMemberProgramIds();
  const programs = memberProgramViews(programIds, plan, options);
  const template = contentFor('program_template', plan, options);

  return (
    <PageFrame title="Programs" greeting={{ name, memberId }}>
      <ProgramParagraphs className={styles.intro} paragraphs={copyParagraphs(template, 'intro', { main: true })} />
      {programs.length === 0 ? (
        <div className={styles.empty}>
          <h2>There are no programs to show right now</h2>
          <p>Programs can change during the plan year. If you expected to see a program here, we can help you find it.</p>
          <p>
            Call the customer service number on the back of your member ID card, or <Link to="/contact-us">send us a message</Link>.
          </p>
        </div>
      ) : (
        <CardGrid list label="Your programs">
          {programs.map((program) => (
            <ProgramCard key={program.programId} program={program} />
          ))}
        </CardGrid>
      )}
      <ProgramParagraphs className={styles.footnote} paragraphs={copyParagraphs(template, 'footnote')} />
    </PageFrame>
  );
}
