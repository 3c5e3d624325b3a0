import { MEMBER_SEARCH_MIN } from '../../../api/operatorMembers';
import { OPERATOR_HOME } from '../operatorSections';

export const MEMBERS_PATH = `${OPERATOR_HOME}/members`;

/** A member's file in the back office. */
export const memberPath = (username: string) => `${MEMBERS_PATH}/${encodeURIComponent(username)}`;

/** The search page showing the results for `query` again. */
export const searchPath = (query: string) =>
  query ? `${MEMBERS_PATH}?${new URLSearchParams({ q: query })}` : MEMBERS_PATH;

export const SEARCH_MIN = MEMBER_SEARCH_MIN;
/** The server answers at most this many members, exact matches first. */
export const SEARCH_LIMIT = 50;

/** A ticket's page in the back office's Tickets section. */
export const ticketPath = (id: number) => `${OPERATOR_HOME}/tickets/${id}`;
