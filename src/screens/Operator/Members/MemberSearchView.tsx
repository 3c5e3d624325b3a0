import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MemberListItem } from '../../../api/operatorMembers';
import { Button, PageHeader, Select, type TableColumn, TextField } from '../../../ui';
import { ListToolbar, type SortOption } from '../shared/ListToolbar';
import * as listStyles from '../shared/lists.css';
import { PagedList } from '../shared/PagedList';
import type { ListView } from '../shared/useOperatorList';
import { when, yesNo } from './memberFormat';
import { memberPath, SEARCH_MIN } from './memberPaths';
import * as styles from './members.css';

export const SEARCH_TOO_SHORT = `Type at least ${SEARCH_MIN} characters: part of a username, name or e-mail, or a whole UVID.`;

export type MemberSearchViewProps = {
  /** Every member, or those the search in the address (q) finds, a page at a time. */
  list: ListView<MemberListItem>;
  /** The address's query, kept so a member's file leads back to the same page of the list. */
  search: string;
};

export const memberSorts: SortOption[] = [
  { value: 'username', label: 'Username', desc: 'Z to A', asc: 'A to Z' },
  { value: 'joined_at', label: 'Joined', desc: 'Newest first', asc: 'Oldest first' },
];

const frozenOptions = [
  { value: '', label: 'Every member' },
  { value: 'true', label: 'Withdrawals frozen' },
  { value: 'false', label: 'Withdrawals open' },
];

const columns = (search: string): TableColumn<MemberListItem>[] => [
  {
    id: 'username',
    header: 'Username',
    cell: (hit) => (
      <Link to={memberPath(hit.username)} state={{ search }}>
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
  { id: 'withdrawals', header: 'Withdrawals', cell: (hit) => (hit.withdrawals_frozen ? 'Frozen' : 'Open') },
];

/** The search box: applied on Search (or Enter); emptied, it lists every member again. */
function SearchBox({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(query);
  const [tooShort, setTooShort] = useState(false);
  useEffect(() => setText(query), [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    const short = q.length > 0 && q.length < SEARCH_MIN;
    setTooShort(short);
    if (!short) onSearch(q);
  };
  return (
    <form className={styles.searchForm} onSubmit={submit} noValidate>
      <TextField
        type="search"
        label="Search members"
        hint="Part of a username, name or e-mail, or a whole UVID; empty lists everyone"
        fieldClassName={styles.searchField}
        value={text}
        onValueChange={(value) => {
          setText(value);
          if (value.trim().length === 0 || value.trim().length >= SEARCH_MIN) setTooShort(false);
        }}
        error={tooShort ? SEARCH_TOO_SHORT : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}

/** Every member, a page at a time, found by part of a username, name or e-mail or a whole UVID; each opens their file. */
export function MemberSearchView({ list, search }: MemberSearchViewProps) {
  const query = String(list.params.q ?? '');
  return (
    <div className={styles.page}>
      <PageHeader
        title="Members"
        description="Find a member to read their file: profile, money, sessions and security log."
      />
      <SearchBox query={query} onSearch={(q) => list.onChange({ q: q || undefined })} />
      <ListToolbar label="Member filters" sorts={memberSorts} days="Joined" {...list}>
        <Select
          className={listStyles.field}
          label="Withdrawals"
          options={frozenOptions}
          value={String(list.params.frozen ?? '')}
          onValueChange={(value) => list.onChange({ frozen: value || undefined })}
        />
      </ListToolbar>
      <PagedList
        list={list}
        label={query ? 'Members found' : 'Members'}
        columns={columns(search)}
        rowKey={(hit) => hit.username}
        emptyText={query ? `No member matches “${query}”` : 'No member matches these filters'}
      />
    </div>
  );
}
