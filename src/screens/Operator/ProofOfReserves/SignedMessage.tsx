import type { AddressOwnership } from '../../../api/operatorReserves';
import { CopyButton } from '../../../ui';
import { Disclosure } from './Disclosure';
import * as styles from './ProofOfReserves.css';

/**
 * The message a treasury address's key signed and the signature, exactly as the public page publishes them,
 * each copyable, behind a toggle so a list of addresses stays short.
 */
export function SignedMessage({ address, ownership }: { address: string; ownership: AddressOwnership }) {
  return (
    <Disclosure label="Signed message" name={`Signed message of ${address}`}>
      <dl className={styles.signed}>
        <div className={styles.signedPart}>
          <dt className={styles.term}>Message</dt>
          {/* Signed as written, left to right, whatever the page's direction. */}
          <dd className={styles.signedValue} dir="ltr">
            {ownership.message}
          </dd>
          <dd className={styles.signedCopy}>
            <CopyButton
              text={ownership.message}
              message="The signed message is copied."
              aria-label={`Copy the message signed for ${address}`}
              variant="ghost"
            />
          </dd>
        </div>
        <div className={styles.signedPart}>
          <dt className={styles.term}>Signature</dt>
          <dd className={styles.signedValue}>
            <bdi dir="ltr" className={styles.longCode}>
              {ownership.signature}
            </bdi>
          </dd>
          <dd className={styles.signedCopy}>
            <CopyButton
              text={ownership.signature}
              message="The signature is copied."
              aria-label={`Copy the signature of ${address}`}
              variant="ghost"
            />
          </dd>
        </div>
      </dl>
      <p className={styles.note}>
        Anyone can recover the signer from the message and the signature: it is this address.
      </p>
    </Disclosure>
  );
}
