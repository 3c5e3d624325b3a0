import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, firstErrorMessage } from '../../api/errors';
import {
  changePictureMutation,
  profileKeys,
  type UserDetails,
  updateProfileMutation,
  userDetailsQuery,
} from '../../api/profile';
import { countriesQuery } from '../../api/queries';
import { notify } from '../../ui';
import { useAvatarUrl } from '../shared/useAvatarUrl';
import { AntiPhishingPhraseSection } from './AntiPhishingPhraseSection';
import { avatarFileError } from './avatarFile';
import { BasicInfoPanel } from './BasicInfoPanel';
import {
  type BasicInfoField,
  type BasicInfoValues,
  basicInfoBody,
  basicInfoErrors,
  placeBasicInfoField,
} from './basicInfoRules';
import { formErrorsOf } from './formErrors';

type FieldErrors = Partial<Record<BasicInfoField, string>>;

/** The Basic Info tab: GET user and GET country in, update-profile and change-picture out. */
export function BasicInfoTab() {
  const queryClient = useQueryClient();
  const user = useQuery(userDetailsQuery());
  const countries = useQuery(countriesQuery());
  const profile = user.data?.profile ?? null;
  const avatarUrl = useAvatarUrl(profile?.avatar);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [avatarError, setAvatarError] = useState<string | null>(null);

  const updateUser = (change: (old: UserDetails) => UserDetails) =>
    queryClient.setQueryData<UserDetails>(profileKeys.user(), (old) => (old ? change(old) : old));

  const save = useMutation({
    ...updateProfileMutation(),
    onSuccess: (response) => {
      notify.success(firstErrorMessage(response, 'Profile updated'));
      updateUser((old) => ({ ...old, name: response.data.name, profile: response.data }));
      void queryClient.invalidateQueries({ queryKey: profileKeys.logsAll });
    },
    onError: (error) => {
      const placed = formErrorsOf(error, { place: placeBasicInfoField });
      setErrors(placed.fields);
      // The spec's rule for a toast: the first message (document 2 §8).
      const first = placed.general[0];
      if (first) notify.error(first);
    },
  });

  const upload = useMutation({
    ...changePictureMutation(),
    onSuccess: (response) => {
      notify.success(firstErrorMessage(response, 'Picture changed'));
      updateUser((old) => ({ ...old, profile: { ...old.profile, avatar: response.avatar } }));
      void queryClient.invalidateQueries({ queryKey: profileKeys.logsAll });
    },
    onError: (error) =>
      setAvatarError(firstErrorMessage(error instanceof ApiError ? error.response : undefined)),
  });

  const pick = async (file: File) => {
    setAvatarError(null);
    const problem = await avatarFileError(file);
    if (problem) setAvatarError(problem);
    else upload.mutate(file);
  };

  const submit = (values: BasicInfoValues) => {
    const found = basicInfoErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(basicInfoBody(values));
  };

  return (
    <>
      <BasicInfoPanel
        profile={profile}
        loading={user.isPending}
        loadError={user.error ? user.error.message : null}
        onReload={() => void user.refetch()}
        countries={countries.data ?? []}
        errors={errors}
        saving={save.isPending}
        onFieldEdit={(field) =>
          setErrors((current) => {
            if (!current[field]) return current;
            const { [field]: _edited, ...rest } = current;
            return rest;
          })
        }
        onSubmit={submit}
        avatar={{
          src: avatarUrl,
          uploading: upload.isPending,
          error: avatarError,
          onPick: (file) => void pick(file),
        }}
      />
      <AntiPhishingPhraseSection />
    </>
  );
}
