import type { OperatorRight, OperatorRole } from '../../../api/operatorSession';
import { ButtonLink, Notice, PageHeader, Section } from '../../../ui';
import * as styles from './operatorPages.css';
import { OPERATOR_HOME, type OperatorSection, rightDescriptions, roleSummaries } from './operatorSections';

export type OperatorOverviewProps = {
  operator: { username: string; role: OperatorRole };
  rights: readonly OperatorRight[];
};

/** The back office's home: who is signed in, and everything their role may do. */
export function OperatorOverview({ operator, rights }: OperatorOverviewProps) {
  return (
    <div className={styles.page}>
      <PageHeader title="Overview" description="The Tessera back office" />
      <div className={styles.card}>
        <p className={styles.identity}>
          Signed in as <strong>{operator.username}</strong>, role <strong>{operator.role}</strong>.
        </p>
        <p className={styles.summary}>{roleSummaries[operator.role]}</p>
      </div>
      <Section title="What your role may do">
        <ul className={styles.rights} aria-label="Rights of your role">
          {rights.map((right) => (
            <li key={right}>{rightDescriptions[right]}</li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

export type OperatorSectionViewProps = {
  /** The section asked for; null when the address names none. */
  section: OperatorSection | null;
  /** The operator's role holds the section's right. */
  allowed: boolean;
};

const backHome = (
  <ButtonLink to={OPERATOR_HOME} variant="secondary">
    Back to the overview
  </ButtonLink>
);

/** A section's page: its placeholder until it is built, or why it cannot be opened. */
export function OperatorSectionView({ section, allowed }: OperatorSectionViewProps) {
  if (!section) {
    return (
      <Notice variant="panel" title="No such section" action={backHome}>
        The back office has no page at this address.
      </Notice>
    );
  }
  if (!allowed) {
    return (
      <Notice variant="panel" title={`${section.label} is not open to your role`} action={backHome}>
        Your role does not include the right this section needs. An admin can change your role.
      </Notice>
    );
  }
  return (
    <Notice variant="panel" title={`${section.label} — coming next`} action={backHome}>
      The {section.label} section of the back office is being built and will appear here in an upcoming
      release.
    </Notice>
  );
}
