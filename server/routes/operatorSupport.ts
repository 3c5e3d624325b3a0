import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponse,
  operatorAssignBody,
  operatorNoteBody,
  operatorNoteResponse,
  operatorTicketResponse,
  operatorTicketStatusResponse,
  operatorTicketsQuery,
  operatorTicketsResponse,
  ticketImageParams,
  ticketParams,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import { ApiError } from '../services/errors';
import { assignTicket } from '../services/ticketAssignment';
import { exportTickets, listTicketsForOperator, ticketCsvColumns, ticketOwner } from '../services/ticketList';
import { moveTicket, operatorNote, operatorTicketImage, ticketForOperator } from '../services/ticketOperator';
import { clock } from './context';
import { type OperatorAccess, operatorAccess, operatorCall } from './operatorAccess';
import { csvAnswer, sendCsv } from './operatorCsv';
import { sendTicketImage, ticketImageResponse } from './support';

const refusals = { '4xx': errorResponse };

/** unassigned: nobody's yet; mine: the asking operator's (the operator key has none). */
const assignedFilter = (assigned: 'unassigned' | 'mine' | undefined, operatorId: number | null) =>
  assigned === 'mine' ? { assigned, operatorId } : assigned ? { assigned } : undefined;
const tags = ['operator'];

const typed = (fastify: FastifyInstance) => fastify.withTypeProvider<ZodTypeProvider>();
type TypedApp = ReturnType<typeof typed>;
interface Scope {
  app: TypedApp;
  access: OperatorAccess;
  deps: AppDeps;
  now: () => Date;
}

/** Operator calls for support tickets, under /api/operator, each audited. */
export default async function operatorSupportRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  const scope: Scope = { app, access: operatorAccess(app, deps), deps, now: clock(deps) };
  ticketReadRoutes(scope);
  ticketWriteRoutes(scope);
}

function ticketReadRoutes({ app, access, deps, now }: Scope) {
  app.get(
    '/tickets',
    {
      config: operatorCall('tickets.read'),
      schema: {
        tags,
        summary: 'List support tickets: paged, by status, assignee, member and day, by activity or opening',
        querystring: operatorTicketsQuery,
        response: { 200: operatorTicketsResponse, ...refusals },
      },
    },
    async (request) => {
      const { assigned, ...query } = request.query;
      const filter = { ...query, assigned: assignedFilter(assigned, access.identityOf(request).operatorId) };
      const data = await access.audited(
        request,
        { action: 'ticket.list', subjectUsername: query.username ?? null, details: { ...request.query } },
        (tx) => listTicketsForOperator(tx, filter),
      );
      return { status: true as const, data };
    },
  );

  app.get(
    '/tickets.csv',
    {
      config: operatorCall('tickets.read', 20),
      schema: {
        tags,
        summary: 'Every ticket the filters select, as CSV',
        querystring: operatorTicketsQuery,
        response: { 200: csvAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const { assigned, ...query } = request.query;
      const filter = { ...query, assigned: assignedFilter(assigned, access.identityOf(request).operatorId) };
      const batches = await access.audited(
        request,
        { action: 'ticket.export', subjectUsername: query.username ?? null, details: { ...request.query } },
        async () => exportTickets(deps.db, filter),
      );
      return sendCsv(reply, 'tickets', now(), ticketCsvColumns, batches);
    },
  );

  app.get(
    '/tickets/:id',
    {
      config: operatorCall('tickets.read'),
      schema: {
        tags,
        summary: 'A support ticket with every message, internal notes and images included',
        params: ticketParams,
        response: { 200: operatorTicketResponse, ...refusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const data = await access.audited(
        request,
        { action: 'ticket.read', subjectUsername: await ticketOwner(deps.db, id), details: { id } },
        (tx) => ticketForOperator(tx, id),
      );
      return { status: true as const, data };
    },
  );

  app.get(
    '/ticket-image/:id',
    {
      config: operatorCall('tickets.read'),
      schema: {
        tags,
        summary: 'An image of a support ticket (PNG or JPEG)',
        params: ticketImageParams,
        response: { 200: ticketImageResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const image = await access.audited(
        request,
        { action: 'ticket.image.read', details: { id } },
        async (tx) => {
          const found = await operatorTicketImage(tx, id);
          if (!found) throw new ApiError(404, 'Image not found');
          return found;
        },
      );
      return sendTicketImage(reply, id, image);
    },
  );
}

function ticketWriteRoutes({ app, access, deps, now }: Scope) {
  app.post(
    '/tickets/:id/note',
    {
      config: operatorCall('tickets.write'),
      schema: {
        tags,
        summary: 'Add an internal note to a ticket; the member never sees it',
        params: ticketParams,
        body: operatorNoteBody,
        response: { 200: operatorNoteResponse, ...refusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { message, username } = await access.audited(
        request,
        { action: 'ticket.note', subjectUsername: await ticketOwner(deps.db, id), details: { id } },
        (tx) =>
          operatorNote(tx, id, request.body.note, now(), access.identityOf(request).username ?? undefined),
      );
      const msg = `Note added to ${username}'s ticket`;
      return { status: true as const, message: msg, msg, data: message };
    },
  );

  app.post(
    '/tickets/:id/assign',
    {
      config: operatorCall('tickets.write'),
      schema: {
        tags,
        summary: 'Give a ticket to an operator who answers tickets, or back to the unassigned queue',
        params: ticketParams,
        body: operatorAssignBody,
        response: { 200: operatorTicketStatusResponse, ...refusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { assignee } = request.body;
      const { after } = await access.audited(
        request,
        {
          action: 'ticket.assign',
          subjectUsername: await ticketOwner(deps.db, id),
          details: { id, assignee },
        },
        (tx) => assignTicket(tx, id, assignee),
        (change) => ({
          before: { assigned_to: change.before.assigned_to },
          after: { assigned_to: change.after.assigned_to },
        }),
      );
      const msg = after.assigned_to ? `Ticket assigned to ${after.assigned_to}` : 'Ticket unassigned';
      return { status: true as const, message: msg, msg, data: after };
    },
  );

  for (const move of ['close', 'reopen'] as const) {
    app.post(
      `/tickets/:id/${move}`,
      {
        config: operatorCall('tickets.write'),
        schema: {
          tags,
          summary: move === 'close' ? 'Close a ticket' : 'Reopen a closed ticket',
          params: ticketParams,
          response: { 200: operatorTicketStatusResponse, ...refusals },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { ticket } = await access.audited(
          request,
          { action: `ticket.${move}`, subjectUsername: await ticketOwner(deps.db, id), details: { id } },
          (tx) => moveTicket(tx, id, move),
        );
        const msg = move === 'close' ? 'Ticket closed' : 'Ticket reopened';
        return { status: true as const, message: msg, msg, data: ticket };
      },
    );
  }
}
