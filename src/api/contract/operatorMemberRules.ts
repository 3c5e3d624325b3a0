/** The shortest member search the server answers: part of a username, name or e-mail, or a whole UVID. */
export const MEMBER_SEARCH_MIN = 2;
