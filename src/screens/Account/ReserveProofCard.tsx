import { useMachine } from '@xstate/react';
import { proofFile, proofFileName } from '../../api/proofOfReserves';
import { reserveProofMachine } from '../../machines/reserveProof/reserveProofMachine';
import { saveFile } from '../../ui';
import { ReserveProofCardView, type ReserveProofStatus } from './ReserveProofCardView';

/** Reads the member's proof when it first draws, and checks it each time the member asks. */
export function ReserveProofCard() {
  const [snapshot, send] = useMachine(reserveProofMachine);
  const { proof, check, message } = snapshot.context;
  // Every state of the machine is one the view draws; a new state fails here until the view knows it.
  const status: ReserveProofStatus = snapshot.value;
  return (
    <ReserveProofCardView
      status={status}
      proof={proof}
      check={check}
      message={message}
      onVerify={() => send({ type: 'proof.verify' })}
      onRetry={() => send({ type: 'proof.retry' })}
      onDownload={() => {
        if (proof) saveFile(proofFile(proof.proof), proofFileName(proof.proof));
      }}
    />
  );
}
