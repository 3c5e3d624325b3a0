import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { subjectsQuery } from '../../api/support';
import { needsOthersSubject, raiseTicketMachine } from '../../machines/raiseTicket/raiseTicketMachine';
import { notify } from '../../ui';
import { LIST_FAILED, useFailureToast } from '../shared/loadFailure';
import { RaiseTicketForm } from './RaiseTicketForm';

export type RaiseTicketDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The ticket was raised: the screen opens it. */
  onRaised: (ticketId: number) => void;
};

/** The Raise Ticket modal: GET subjects in, POST raise-ticket out, through the raiseTicket machine. */
export function RaiseTicketDialog({ open, onOpenChange, onRaised }: RaiseTicketDialogProps) {
  const subjects = useQuery({ ...subjectsQuery(), enabled: open });
  useFailureToast(subjects.error, subjects.errorUpdatedAt, LIST_FAILED);
  const [machine] = useState(() =>
    raiseTicketMachine.provide({
      actions: {
        notifyError: (_, { message }) => notify.error(message),
        notifySuccess: (_, { message }) => notify.success(message),
        ticketRaised: (_, { ticketId }) => onRaised(ticketId),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: {} });
  const { context } = snapshot;

  useEffect(() => {
    if (subjects.data) send({ type: 'subjects.load', subjects: subjects.data });
  }, [subjects.data, send]);
  // A raised ticket closes the modal; the next one starts from an empty form.
  const done = snapshot.matches('done');
  useEffect(() => {
    if (done) send({ type: 'form.reset' });
  }, [done, send]);

  const sending = snapshot.hasTag('busy');
  return (
    <RaiseTicketForm
      open={open}
      onOpenChange={(next) => {
        if (!sending) onOpenChange(next);
      }}
      subjects={context.subjects}
      subjectsLoading={subjects.isPending}
      subjectId={context.subjectId}
      othersSubject={context.othersSubject}
      showOthersSubject={needsOthersSubject(context)}
      message={context.message}
      images={context.images}
      errors={context.fieldErrors}
      error={context.error}
      sending={sending}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
      onAddImages={(files) => send({ type: 'images.add', files })}
      onRemoveImage={(index) => send({ type: 'image.remove', index })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  );
}
