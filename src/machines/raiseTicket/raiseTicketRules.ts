import { isOneOf } from '../../api/contract/literalRules';
import { isOthersSubject, type RaiseTicketInput, type Subject, ticketTexts } from '../../api/support';

export const raiseTicketFields = ['subject_id', 'others_subject', 'message', 'images'] as const;
export type RaiseTicketField = (typeof raiseTicketFields)[number];
export type RaiseTicketErrors = Partial<Record<RaiseTicketField, string>>;

export interface RaiseTicketInputs {
  /** GET subjects; the form can open before they arrive. */
  subjects?: Subject[];
}

export interface RaiseTicketContext {
  subjects: Subject[];
  /** The chosen subject's id as the select holds it; '' while none is chosen. */
  subjectId: string;
  othersSubject: string;
  message: string;
  images: File[];
  fieldErrors: RaiseTicketErrors;
  /** A refusal that names no field. */
  error: string | null;
  ticketId: number | null;
}

export type RaiseTicketEvent =
  | { type: 'subjects.load'; subjects: Subject[] }
  | { type: 'field.change'; field: 'subject_id' | 'others_subject' | 'message'; value: string }
  | { type: 'images.add'; files: File[] }
  | { type: 'image.remove'; index: number }
  | { type: 'form.submit' }
  | { type: 'form.reset' };

export const chosenSubject = (context: Pick<RaiseTicketContext, 'subjects' | 'subjectId'>) =>
  context.subjects.find((subject) => String(subject.id) === context.subjectId);

/** The 'Others subject' field shows, and is required, when the chosen subject reads 'others' or 'Others'. */
export const needsOthersSubject = (context: Pick<RaiseTicketContext, 'subjects' | 'subjectId'>) =>
  isOthersSubject(chosenSubject(context)?.subject);

/** The spec's checks before anything is sent (document 2 §5 'Ticket'); images are checked apart, by content. */
export function formErrors(context: RaiseTicketContext): RaiseTicketErrors {
  const errors: RaiseTicketErrors = {};
  if (!context.subjectId) errors.subject_id = ticketTexts.required;
  if (needsOthersSubject(context) && !context.othersSubject.trim())
    errors.others_subject = ticketTexts.required;
  if (!context.message.trim()) errors.message = ticketTexts.required;
  return errors;
}

export function raiseTicketBody(context: RaiseTicketContext): RaiseTicketInput {
  return {
    subject_id: Number(context.subjectId),
    message: context.message.trim(),
    ...(needsOthersSubject(context) ? { others_subject: context.othersSubject.trim() } : {}),
    images: context.images,
  };
}

/** The server's `errors` placed on the form's fields ('images.0', 'images[]' … all go to images). */
export function placeServerErrors(errors: Record<string, string[] | undefined> | undefined): {
  fields: RaiseTicketErrors;
  general: string | null;
} {
  const fields: RaiseTicketErrors = {};
  let general: string | null = null;
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const first = messages?.[0];
    if (!first) continue;
    const field = key.startsWith('images') ? 'images' : isOneOf(raiseTicketFields, key) ? key : null;
    if (field) fields[field] ??= first;
    else general ??= first;
  }
  return { fields, general };
}

export const emptyForm = {
  subjectId: '',
  othersSubject: '',
  message: '',
  images: [] as File[],
  fieldErrors: {},
  error: null,
  ticketId: null,
} satisfies Omit<RaiseTicketContext, 'subjects'>;
