import { useSearchParams } from 'react-router-dom';
import type { MemberListItem } from '../../../api/operatorMembers';
import { useOperatorList } from '../shared/useOperatorList';
import { MemberSearchView } from './MemberSearchView';

/** /operator/members?q=: the list lives in the address, so Back from a member's file shows the same page. */
export function MemberSearchScreen() {
  const [search] = useSearchParams();
  const list = useOperatorList<MemberListItem>({
    list: 'members',
    path: 'members',
    filters: ['q', 'frozen'],
    defaults: { dir: 'asc' },
  });
  return <MemberSearchView list={list} search={search.toString()} />;
}
