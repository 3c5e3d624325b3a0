export const TICKETS_PATH = '/operator/tickets';
export const ticketPath = (id: number) => `${TICKETS_PATH}/${id}`;
