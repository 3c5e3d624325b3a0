import { useOutletContext } from 'react-router-dom';
import type { OperatorMeResponse } from '../../../api/operatorSession';

/** What the shell hands every back office page: the server's answer to who is signed in. */
export type OperatorShell = OperatorMeResponse['data'];

export const useOperatorShell = () => useOutletContext<OperatorShell>();
