import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponse,
  operatorAnnouncementBody,
  operatorAnnouncementParams,
  operatorAnnouncementResponse,
  operatorAnnouncementsQuery,
  operatorAnnouncementsResponse,
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
import {
  createAnnouncement,
  listAnnouncementsForOperator,
  withdrawAnnouncement,
} from '../services/announcements';
import { ApiError } from '../services/errors';
import { assignTicket } from '../services/ticketAssignment';
import {
  listTicketsForOperator,
  moveTicket,
  operatorNote,
  operatorTicketImage,
  ticketForOperator,
} from '../services/ticketOperator';
import { clock } from './context';
import { type OperatorAccess, operatorAccess, operatorCall } from './operatorAccess';
import { sendTicketImage, ticketImageResponse } from './support';

const refusals = { '4xx': errorResponse };
const tags = ['operator'];

const typed = (fastify: FastifyInstance) => fastify.withTypeProvider<ZodTypeProvider>();
type TypedApp = ReturnType<typeof typed>;
interface Scope {
  app: TypedApp;
  access: OperatorAccess;
  deps: AppDeps;
  now: () => Date;
}

/** Operator calls for support tickets and announcements, under /api/operator, each audited. */
export default async function operatorSupportRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  const scope: Scope = { app, access: operatorAccess(app, deps), deps, now: clock(deps) };
  ticketReadRoutes(scope);
  ticketWriteRoutes(scope);
  announcementRoutes(scope);
}

function ticketReadRoutes({ app, access }: Scope) {
  app.get(
    '/tickets',
    {
      config: operatorCall('tickets.read'),
      schema: {
        tags,
        summary: 'List support tickets, newest activity first, by status or member',
        querystring: operatorTicketsQuery,
        response: { 200: operatorTicketsResponse, ...refusals },
      },
    },
    async (request) => {
      const { status, username, page, assigned } = request.query;
      const operatorId = access.identityOf(request).operatorId;
      const filter = assigned === 'mine' ? { assigned, operatorId } : assigned ? { assigned } : undefined;
      const data = await access.audited(
        request,
        { action: 'ticket.list', subjectUsername: username ?? null, details: { status, page, assigned } },
        (tx) => listTicketsForOperator(tx, { status, username, page, assigned: filter }),
      );
      return { status: true as const, data };
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
      const data = await access.audited(request, { action: 'ticket.read', details: { id } }, (tx) =>
        ticketForOperator(tx, id),
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

function ticketWriteRoutes({ app, access, now }: Scope) {
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
        { action: 'ticket.note', details: { id } },
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
        { action: 'ticket.assign', details: { id, assignee } },
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
          { action: `ticket.${move}`, details: { id } },
          (tx) => moveTicket(tx, id, move),
        );
        const msg = move === 'close' ? 'Ticket closed' : 'Ticket reopened';
        return { status: true as const, message: msg, msg, data: ticket };
      },
    );
  }
}

function announcementRoutes({ app, access, now }: Scope) {
  app.post(
    '/announcements',
    {
      config: operatorCall('announcements.write'),
      schema: {
        tags,
        summary: 'Publish an announcement now or at publish_at, until expires_at',
        body: operatorAnnouncementBody,
        response: { 200: operatorAnnouncementResponse, ...refusals },
      },
    },
    async (request) => {
      const body = request.body;
      const data = await access.audited(
        request,
        {
          action: 'announcement.create',
          details: { title: body.title, publish_at: body.publish_at, expires_at: body.expires_at },
        },
        (tx) => createAnnouncement(tx, body, access.auditBase(request).actor, now()),
      );
      const msg = data.state === 'scheduled' ? 'Announcement scheduled' : 'Announcement published';
      return { status: true as const, message: msg, msg, data };
    },
  );

  app.get(
    '/announcements',
    {
      config: operatorCall('announcements.read'),
      schema: {
        tags,
        summary: 'List announcements, newest first, with their state and reads',
        querystring: operatorAnnouncementsQuery,
        response: { 200: operatorAnnouncementsResponse, ...refusals },
      },
    },
    async (request) => {
      const { page } = request.query;
      const data = await access.audited(request, { action: 'announcement.list', details: { page } }, (tx) =>
        listAnnouncementsForOperator(tx, page, now()),
      );
      return { status: true as const, data };
    },
  );

  app.post(
    '/announcements/:id/withdraw',
    {
      config: operatorCall('announcements.write'),
      schema: {
        tags,
        summary: 'Withdraw an announcement: members no longer see it',
        params: operatorAnnouncementParams,
        response: { 200: operatorAnnouncementResponse, ...refusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const data = await access.audited(request, { action: 'announcement.withdraw', details: { id } }, (tx) =>
        withdrawAnnouncement(tx, id, now()),
      );
      const msg = 'Announcement withdrawn';
      return { status: true as const, message: msg, msg, data };
    },
  );
}
