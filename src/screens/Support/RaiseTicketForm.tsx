import type { Subject } from '../../api/support';
import type { RaiseTicketErrors } from '../../machines/raiseTicket/raiseTicketMachine';
import { Button, Dialog, ImagePicker, Select, TextField } from '../../ui';
import * as styles from './Support.css';

export type RaiseTicketFormProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subjects: readonly Subject[];
  subjectsLoading: boolean;
  subjectId: string;
  othersSubject: string;
  /** The chosen subject reads 'others' or 'Others'. */
  showOthersSubject: boolean;
  message: string;
  images: readonly File[];
  errors: RaiseTicketErrors;
  error: string | null;
  sending: boolean;
  onFieldChange: (field: 'subject_id' | 'others_subject' | 'message', value: string) => void;
  onAddImages: (files: File[]) => void;
  onRemoveImage: (index: number) => void;
  onSubmit: () => void;
};

/** The Raise Ticket modal: subject, 'Others subject' when that is the subject, message and images. */
export function RaiseTicketForm(props: RaiseTicketFormProps) {
  const { errors, sending, onFieldChange } = props;
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Raise Ticket"
      dismissible={!sending}
      hideClose={sending}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <Select
          label="Subject"
          placeholder={props.subjectsLoading ? 'Loading subjects…' : 'Select Subject'}
          options={props.subjects.map((subject) => ({ value: String(subject.id), label: subject.subject }))}
          value={props.subjectId}
          error={errors.subject_id}
          disabled={sending}
          onValueChange={(value) => onFieldChange('subject_id', value)}
        />
        {props.showOthersSubject && (
          <TextField
            label="Others subject"
            value={props.othersSubject}
            error={errors.others_subject}
            disabled={sending}
            onValueChange={(value) => onFieldChange('others_subject', value)}
          />
        )}
        <div className={styles.composer}>
          <label htmlFor="raise-ticket-message" className={styles.sender}>
            Message
          </label>
          <textarea
            id="raise-ticket-message"
            className={styles.textarea}
            value={props.message}
            readOnly={sending}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'raise-ticket-message-error' : undefined}
            onChange={(event) => onFieldChange('message', event.target.value)}
          />
          {errors.message && (
            <p id="raise-ticket-message-error" className={styles.error} role="alert">
              {errors.message}
            </p>
          )}
        </div>
        <div className={styles.composer}>
          <ImagePicker
            images={props.images}
            onAdd={props.onAddImages}
            onRemove={props.onRemoveImage}
            disabled={sending}
          />
          {errors.images && (
            <p className={styles.error} role="alert">
              {errors.images}
            </p>
          )}
        </div>
        {props.error && (
          <p className={styles.error} role="alert">
            {props.error}
          </p>
        )}
        <Button type="submit" busy={sending}>
          {sending ? 'Uploading' : 'Submit'}
        </Button>
      </form>
    </Dialog>
  );
}
