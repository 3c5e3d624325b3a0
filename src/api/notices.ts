import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import type {
  AntiPhishingPhraseResponse,
  NoticeReadResponse,
  NoticesResponse,
  SaveAntiPhishingPhraseResponse,
} from './contract/notices';
import { unwrap } from './errors';
import { withQuery } from './operatorPaths';

export {
  ANTI_PHISHING_PHRASE_MAX,
  ANTI_PHISHING_PHRASE_MIN,
  antiPhishingPhraseProblem,
} from './contract/noticeRules';
export type {
  AntiPhishingPhraseResponse,
  Notice,
  NoticeKind,
  NoticeReadResponse,
  NoticesResponse,
  SaveAntiPhishingPhraseResponse,
} from './contract/notices';

const segment = (value: number) => encodeURIComponent(String(value));

export const getNotices = (before?: number) => apiGet<NoticesResponse>(withQuery('notices', { before }));
export const postNoticeRead = (id: number) => apiPost<NoticeReadResponse>(`notices/${segment(id)}/read`);
export const postNoticesReadAll = () => apiPost<NoticeReadResponse>('notices/read-all');
export const getAntiPhishingPhrase = () => apiGet<AntiPhishingPhraseResponse>('anti-phishing-phrase');
export const postAntiPhishingPhrase = (phrase: string) =>
  apiPost<SaveAntiPhishingPhraseResponse>('anti-phishing-phrase', { anti_phishing_phrase: phrase });

/** Under the announcements' key: whatever refreshes the announcements (the live stream, its polling) refreshes these. */
export const noticeKeys = {
  all: () => ['announcements', 'notices'] as const,
  pages: () => ['announcements', 'notices', 'pages'] as const,
  phrase: () => ['profile', 'anti-phishing-phrase'] as const,
};

/** The member's newest notices and `more_details.unread`, which the header's bell adds to the announcements'. */
export const noticesQuery = () =>
  queryOptions({ queryKey: noticeKeys.all(), queryFn: () => unwrap(getNotices()) });

/** The member's notices page by page for their list, newest first; each further page is older than the last. */
export const noticePagesQuery = () =>
  infiniteQueryOptions({
    queryKey: noticeKeys.pages(),
    queryFn: ({ pageParam }) => unwrap(getNotices(pageParam)),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.more_details.older ? last.data.at(-1)?.id : undefined),
  });

export const readNoticeMutation = () =>
  mutationOptions({
    mutationKey: ['notices', 'read'],
    mutationFn: (id: number) => unwrap(postNoticeRead(id)),
  });

export const readAllNoticesMutation = () =>
  mutationOptions({
    mutationKey: ['notices', 'read-all'],
    mutationFn: () => unwrap(postNoticesReadAll()),
  });

export const antiPhishingPhraseQuery = () =>
  queryOptions({ queryKey: noticeKeys.phrase(), queryFn: () => unwrap(getAntiPhishingPhrase()) });

export const saveAntiPhishingPhraseMutation = () =>
  mutationOptions({
    mutationKey: ['profile', 'anti-phishing-phrase'],
    mutationFn: (phrase: string) => unwrap(postAntiPhishingPhrase(phrase)),
  });
