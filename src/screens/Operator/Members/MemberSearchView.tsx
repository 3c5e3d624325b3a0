import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MemberSearchHit } from '../../../api/operatorMembers';
import { Button, PageHeader, RetryAlert, Table, type TableColumn, TextField } from '../../../ui';
import { when, yesNo } from './memberFormat';
import { memberPath, SEARCH_LIMIT, SEARCH_MIN } from './memberPaths';
import * as styles from './members.css';

export const SEARCH_TOO_SHORT = `Type at least ${SEARCH_MIN} characters: part of a username, name or e-mail, or a whole UVID.`;

export type MemberSearchViewProps = {
  /** The search in effect (the address keeps it, so Back returns to the results); '' before the first. */
  query: string;
  /** null until a search has answered. */
  hits: readonly MemberSearchHit[] | null;
  loading: boolean;
  /** Why the search failed, shown with Try again. */
  error: string | null;
  onSearch: (query: string) => void;
  onRetry: () => void;
};

const columns = (query: string): TableColumn<MemberSearchHit>[] => [
  {
    id: 'username',
    header: 'Username',
    cell: (hit) => (
      <Link to={memberPath(hit.username)} state={{ search: query }}>
        {hit.username}
      </Link>
    ),
  },
  { id: 'name', header: 'Name', cell: (hit) => hit.name },
  {
    id: 'email',
    header: 'E-mail',
    cell: (hit) => (
      <bdi dir="ltr" className={styles.code}>
        {hit.email}
      </bdi>
    ),
  },
  {
    id: 'uvid',
    header: 'UVID',
    cell: (hit) => (
      <bdi dir="ltr" className={styles.code}>
        {hit.uvid}
      </bdi>
    ),
  },
  { id: 'joined', header: 'Joined', cell: (hit) => when(hit.joined_at) },
  { id: 'verified', header: 'Verified', cell: (hit) => yesNo(hit.email_verified) },
];

function resultStatus(query: string, hits: readonly MemberSearchHit[] | null, loading: boolean): string {
  if (!query) return '';
  if (loading) return `Searching for “${query}”…`;
  if (!hits) return '';
  if (hits.length === 0) return `No member matches “${query}”.`;
  const count = hits.length === 1 ? '1 member matches' : `${hits.length} members match`;
  const more =
    hits.length >= SEARCH_LIMIT ? ` Only the first ${SEARCH_LIMIT} are shown: narrow the search.` : '';
  return `${count} “${query}”.${more}`;
}

/** Members by part of a username, name or e-mail, or a whole UVID; each found member opens their file. */
export function MemberSearchView({ query, hits, loading, error, onSearch, onRetry }: MemberSearchViewProps) {
  const [text, setText] = useState(query);
  const [tooShort, setTooShort] = useState(false);
  useEffect(() => setText(query), [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    setTooShort(q.length < SEARCH_MIN);
    if (q.length >= SEARCH_MIN) onSearch(q);
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title="Members"
        description="Find a member to read their file: profile, money, sessions and security log."
      />
      <search>
        <form className={styles.searchForm} onSubmit={submit} noValidate>
          <TextField
            type="search"
            label="Search members"
            hint="Part of a username, name or e-mail, or a whole UVID"
            fieldClassName={styles.searchField}
            value={text}
            onValueChange={(value) => {
              setText(value);
              if (value.trim().length >= SEARCH_MIN) setTooShort(false);
            }}
            error={tooShort ? SEARCH_TOO_SHORT : undefined}
            autoComplete="off"
            spellCheck={false}
          />
          <Button type="submit">Search</Button>
        </form>
      </search>
      <p className={styles.status} role="status">
        {resultStatus(query, hits, loading)}
      </p>
      {query &&
        (error ? (
          <RetryAlert message={error} onRetry={onRetry} />
        ) : (
          <Table
            label="Members found"
            columns={columns(query)}
            rows={hits ?? []}
            rowKey={(hit) => hit.username}
            loading={loading}
            loadingRows={3}
            emptyText={`No member matches “${query}”`}
          />
        ))}
    </div>
  );
}
