import { ButtonLink, Notice } from '../../ui';

export type ComingSoonProps = { screen: string };

/** Stands in for a member screen that a later release builds, so no route ever renders a blank page. */
export function ComingSoon({ screen }: ComingSoonProps) {
  return (
    <Notice
      variant="panel"
      title={`${screen} — coming soon`}
      action={
        <ButtonLink to="/" variant="secondary">
          Back to Home
        </ButtonLink>
      }
    >
      The {screen} screen is not available yet. It will appear here in an upcoming release; your account and
      balances are not affected.
    </Notice>
  );
}

export default ComingSoon;
