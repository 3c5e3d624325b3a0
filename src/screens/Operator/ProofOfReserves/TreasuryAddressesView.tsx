import type { TreasuryAddress } from '../../../api/operatorReserves';
import { Button, EmptyState, formatDateTime, RetryAlert, Skeleton } from '../../../ui';
import * as styles from './ProofOfReserves.css';
import { ProveControlDialog, type ProveControlDialogProps } from './ProveControlDialog';
import { SignedMessage } from './SignedMessage';
import * as own from './TreasuryAddresses.css';
import { ADDRESSES_FAILED, TREASURY_SETTINGS } from './treasuryText';

export type TreasuryAddressesViewProps = {
  /** Every declared address, as the server lists them; null until the first answer. */
  addresses: readonly TreasuryAddress[] | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Whether this operator may import a proof (money.write). */
  canWrite: boolean;
  onProve: (treasury: TreasuryAddress) => void;
  /** The proof being written, in its dialog. */
  dialog: Omit<ProveControlDialogProps, 'treasury'> & { treasury: TreasuryAddress | null };
};

function Standing({ treasury }: { treasury: TreasuryAddress }) {
  if (!treasury.proven || !treasury.ownership)
    return (
      <p className={own.standing}>
        <span className={styles.unproven}>Control not proven</span>
      </p>
    );
  return (
    <p className={own.standing}>
      <span className={styles.proven}>Control proven</span>
      <span className={styles.muted}>
        {formatDateTime(treasury.ownership.proven_at)}
        {treasury.proven_by ? ` by ${treasury.proven_by}` : ''}
      </span>
    </p>
  );
}

function Row({
  treasury,
  canWrite,
  onProve,
}: {
  treasury: TreasuryAddress;
  canWrite: boolean;
  onProve: () => void;
}) {
  return (
    <li className={own.address} data-proven={treasury.proven}>
      <div className={own.addressHead}>
        <span className={own.addressName}>
          <span className={own.network}>{treasury.network}</span>
          <bdi dir="ltr" className={styles.longCode}>
            {treasury.address}
          </bdi>
        </span>
        {canWrite && (
          <Button
            variant={treasury.proven ? 'secondary' : 'primary'}
            size="sm"
            aria-label={`${treasury.proven ? 'Prove again' : 'Prove control'}: ${treasury.address}`}
            onClick={onProve}
          >
            {treasury.proven ? 'Prove again' : 'Prove control'}
          </Button>
        )}
      </div>
      <Standing treasury={treasury} />
      {treasury.ownership && <SignedMessage address={treasury.address} ownership={treasury.ownership} />}
    </li>
  );
}

function Addresses({
  addresses,
  canWrite,
  onProve,
}: Pick<TreasuryAddressesViewProps, 'canWrite' | 'onProve'> & { addresses: readonly TreasuryAddress[] }) {
  if (addresses.length === 0)
    return (
      <EmptyState
        title="No treasury address is declared"
        description={`The server counts the platform's own addresses from ${TREASURY_SETTINGS.BEP20} and ${TREASURY_SETTINGS.TRC20}, comma-separated, set where it runs. Declare them there and restart it; each then shows here, to prove control of.`}
      />
    );
  return (
    <ul className={own.addresses} aria-label="Declared treasury addresses">
      {addresses.map((treasury) => (
        <Row
          key={`${treasury.network} ${treasury.address}`}
          treasury={treasury}
          canWrite={canWrite}
          onProve={() => onProve(treasury)}
        />
      ))}
    </ul>
  );
}

/**
 * The platform's own addresses counted in the holdings, and for each whether a message signed by its key
 * proves the platform controls it; a role that moves money imports such a message here.
 */
export function TreasuryAddressesView(props: TreasuryAddressesViewProps) {
  const { addresses, loading, error, canWrite } = props;
  return (
    <section className={own.part} aria-labelledby="treasury-addresses-title">
      <h2 id="treasury-addresses-title" className={own.partTitle}>
        Treasury addresses
      </h2>
      <p className={styles.muted}>
        A snapshot counts what these hold. A message signed by an address's key proves the platform controls
        it; the public page shows that message and signature for anyone to check.
      </p>
      {addresses ? (
        <Addresses addresses={addresses} canWrite={canWrite} onProve={props.onProve} />
      ) : loading ? (
        <div aria-busy="true">
          <p className={styles.muted} role="status">
            Loading the treasury addresses…
          </p>
          <Skeleton shape="rect" />
        </div>
      ) : (
        <RetryAlert message={error ?? ADDRESSES_FAILED} onRetry={props.onRetry} />
      )}
      {canWrite && <ProveControlDialog {...props.dialog} />}
    </section>
  );
}
