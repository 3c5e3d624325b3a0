import { Route, Routes, useParams } from 'react-router-dom';
import { OperatorSectionView } from '../shared/OperatorPages';
import { MemberFileScreen } from './MemberFileScreen';
import { MemberSearchScreen } from './MemberSearchScreen';

function MemberRoute() {
  const username = useParams().username ?? '';
  // A new screen per member, so nothing shown for one (a sign-in link above all) carries over to the next.
  return <MemberFileScreen key={username} username={username} />;
}

/** /operator/members/*: the search, and each member's file at /operator/members/:username. */
export function MembersSection() {
  return (
    <Routes>
      <Route index element={<MemberSearchScreen />} />
      <Route path=":username" element={<MemberRoute />} />
      <Route path="*" element={<OperatorSectionView section={null} allowed={false} />} />
    </Routes>
  );
}
