import type { Policy } from '../../content/policies';
import { Prose, ProseMeta } from '../../ui';

export type PolicyViewProps = { policy: Policy };

export function PolicyView({ policy }: PolicyViewProps) {
  return (
    <Prose aria-labelledby="policy-title">
      <header>
        <h1 id="policy-title">{policy.title}</h1>
        <ProseMeta>{policy.updated}</ProseMeta>
      </header>
      <p>{policy.intro}</p>
      {policy.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </Prose>
  );
}
