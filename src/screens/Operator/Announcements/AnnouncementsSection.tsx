import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, firstErrorMessage } from '../../../api/errors';
import {
  type OperatorAnnouncement,
  operatorAnnouncementsQuery,
  operatorSupportKeys,
  publishAnnouncementMutation,
  withdrawAnnouncementMutation,
} from '../../../api/operatorSupport';
import { notify } from '../../../ui';
import { useOperatorShell } from '../shared/operatorShell';
import { AnnouncementForm } from './AnnouncementForm';
import { AnnouncementsListView } from './AnnouncementsListView';
import {
  type AnnouncementDraft,
  type DraftErrors,
  draftBody,
  draftErrors,
  emptyDraft,
  serverFieldErrors,
} from './announcementDraft';

export const ANNOUNCEMENTS_LOAD_FAILED = 'The announcements could not be loaded.';

const refusal = (error: unknown) => firstErrorMessage(error instanceof ApiError ? error.response : undefined);

/** The New announcement form: the draft, what is wrong with it, the preview, and publishing it. */
function useComposer(onPublished: () => void) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<AnnouncementDraft>(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const reset = () => {
    setOpen(false);
    setDraft(emptyDraft);
    setErrors({});
    setFormError(null);
    setPreviewing(false);
  };
  const publish = useMutation({
    ...publishAnnouncementMutation(),
    onSuccess: (response) => {
      notify.success(response.msg);
      reset();
      onPublished();
    },
    onError: (error) => {
      const fields = serverFieldErrors(error instanceof ApiError ? error.response.errors : undefined);
      setErrors(fields);
      setFormError(Object.keys(fields).length > 0 ? null : refusal(error));
    },
  });
  const form = (
    <AnnouncementForm
      draft={draft}
      onChange={(next) => {
        setDraft(next);
        setFormError(null);
      }}
      errors={errors}
      formError={formError}
      previewing={previewing}
      onTogglePreview={() => setPreviewing(!previewing)}
      publishing={publish.isPending}
      onPublish={() => {
        if (publish.isPending) return;
        const found = draftErrors(draft);
        setErrors(found);
        if (Object.keys(found).length === 0) publish.mutate(draftBody(draft));
      }}
      onCancel={reset}
    />
  );
  return { open, toggle: () => setOpen(!open), form };
}

/** /operator/announcements: GET operator/announcements?page=, publishing and withdrawing for the roles that may. */
export function AnnouncementsSection() {
  const { rights } = useOperatorShell();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({ ...operatorAnnouncementsQuery(page), placeholderData: keepPreviousData });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: operatorSupportKeys.announcements() });
  const composer = useComposer(refresh);
  const [withdrawing, setWithdrawing] = useState<OperatorAnnouncement | null>(null);
  const withdraw = useMutation({
    ...withdrawAnnouncementMutation(),
    onSuccess: (response) => notify.success(response.msg),
    onError: (error) => notify.error(refusal(error)),
    onSettled: () => {
      setWithdrawing(null);
      refresh();
    },
  });
  return (
    <AnnouncementsListView
      page={list.data ?? null}
      loading={list.isPending}
      loadError={list.error ? ANNOUNCEMENTS_LOAD_FAILED : null}
      onReload={() => void list.refetch()}
      onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      canWrite={rights.includes('announcements.write')}
      composing={composer.open}
      onCompose={composer.toggle}
      form={composer.form}
      withdrawing={withdrawing}
      withdrawBusy={withdraw.isPending}
      onWithdraw={setWithdrawing}
      onConfirmWithdraw={() => withdrawing && withdraw.mutate(withdrawing.id)}
      onCancelWithdraw={() => setWithdrawing(null)}
    />
  );
}
