import { ButtonLink, Notice } from '../../ui';

/** Spec document 1 §2: the wording (including 'avaible') is the product's own and kept as is. */
export function NotFoundView() {
  return (
    <Notice code="404" title="Look like you're lost" action={<ButtonLink to="/">Go to Home</ButtonLink>}>
      the page you are looking for not avaible!
    </Notice>
  );
}

export default NotFoundView;
