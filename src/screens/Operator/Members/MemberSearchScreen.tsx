import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { memberSearchQuery } from '../../../api/operatorMembers';
import { failureMessage } from './failure';
import { MemberSearchView } from './MemberSearchView';
import { SEARCH_MIN } from './memberPaths';

/** /operator/members?q=: the search lives in the address, so Back from a member's file shows the results. */
export function MemberSearchScreen() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const search = useQuery(memberSearchQuery(query));
  const asked = query.length >= SEARCH_MIN;
  return (
    <MemberSearchView
      query={asked ? query : ''}
      hits={search.data ?? null}
      loading={asked && search.isFetching}
      error={search.error ? failureMessage(search.error) : null}
      onSearch={(q) => {
        if (q === query) void search.refetch();
        else setParams({ q });
      }}
      onRetry={() => void search.refetch()}
    />
  );
}
