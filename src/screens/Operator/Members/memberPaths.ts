import { MEMBER_SEARCH_MIN } from '../../../api/operatorMembers';
import { OPERATOR_HOME } from '../shared/operatorSections';

export const MEMBERS_PATH = `${OPERATOR_HOME}/members`;

/** A member's file in the back office. */
export const memberPath = (username: string) => `${MEMBERS_PATH}/${encodeURIComponent(username)}`;

/** The member list as it was left: its query (search, filters, page) kept from the address. */
export const searchPath = (search: string) => (search ? `${MEMBERS_PATH}?${search}` : MEMBERS_PATH);

export const SEARCH_MIN = MEMBER_SEARCH_MIN;

/** A ticket's page in the back office's Tickets section. */
export const ticketPath = (id: number) => `${OPERATOR_HOME}/tickets/${id}`;
