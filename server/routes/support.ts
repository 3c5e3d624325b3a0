import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponse,
  messageImagesResponse,
  messageParams,
  raiseTicketBody,
  raiseTicketFields,
  raiseTicketResponse,
  reopenTicketResponse,
  replyBody,
  replyFields,
  replyResponse,
  subjectsResponse,
  ticketDetailsResponse,
  ticketImage,
  ticketImageParams,
  ticketParams,
  ticketsQuery,
  ticketsResponse,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import { ApiError } from '../services/errors';
import {
  listMemberTickets,
  listSubjects,
  memberMessageImages,
  memberReply,
  memberTicketImage,
  raiseTicket,
  reopenOwnTicket,
  ticketDetails,
} from '../services/tickets';
import { clock, limits, type RouteApp, requireToken, typed } from './context';
import { checkFields, judgeImages, readTicketForm } from './ticketUpload';

const refusals = { '4xx': errorResponse };
const member = [{ bearer: [] }];
const tags = ['support'];

export const ticketImageResponse = {
  description: 'The image as stored (re-encoded on upload)',
  content: { 'image/png': { schema: ticketImage }, 'image/jpeg': { schema: ticketImage } },
};

/** Serves a stored ticket image so that a browser can only ever show it as a picture. */
export function sendTicketImage(
  reply: FastifyReply,
  id: number,
  image: { contentType: string; content: Buffer },
) {
  const extension = image.contentType === 'image/png' ? 'png' : 'jpg';
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="ticket-image-${id}.${extension}"`)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .type(image.contentType)
    .send(image.content);
}

/** Support tickets, the member's side (spec document 2 §2 Support tickets, §7; contract/support.ts). */
export default async function supportRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  ticketRoutes(app, deps);
  imageRoutes(app, deps);
}

/** The member's tickets, the subjects to raise one under, one ticket's thread, and reopening a closed one. */
function ticketRoutes(app: RouteApp, deps: AppDeps) {
  const { db } = deps;
  const now = clock(deps);
  const reads = { config: limits.perToken(120, '1 minute') };

  app.get(
    '/tickets',
    {
      ...reads,
      schema: {
        tags,
        summary: "The member's tickets, newest activity first, with how many have unread replies",
        security: member,
        querystring: ticketsQuery,
        response: { 200: ticketsResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      const { data, total, unread } = await listMemberTickets(db, member.id);
      return { status: true as const, data, more_details: { total, unread } };
    },
  );

  app.get(
    '/subjects',
    {
      ...reads,
      schema: {
        tags,
        summary: 'The subjects a ticket can be raised under',
        security: member,
        response: { 200: subjectsResponse, ...refusals },
      },
    },
    async (request) => {
      await requireToken(deps, request, 'session');
      return { status: true as const, data: await listSubjects(db) };
    },
  );

  app.get(
    '/ticket/:id/details',
    {
      ...reads,
      schema: {
        tags,
        summary: "One of the member's tickets with its messages; marks the replies in it read",
        security: member,
        params: ticketParams,
        response: { 200: ticketDetailsResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      const data = await db.transaction((tx) => ticketDetails(tx, member.id, request.params.id, now()));
      return { status: true as const, data };
    },
  );

  app.get(
    '/ticket/:id/re-open',
    {
      config: limits.perToken(30, '1 minute'),
      schema: {
        tags,
        summary: "Reopens the member's own closed ticket",
        security: member,
        params: ticketParams,
        response: { 200: reopenTicketResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      await db.transaction((tx) => reopenOwnTicket(tx, member.id, request.params.id));
      const msg = 'Ticket reopened';
      return { status: true as const, message: msg, msg };
    },
  );
}

/** The images of the member's tickets and of their messages. */
function imageRoutes(app: RouteApp, deps: AppDeps) {
  const { db } = deps;
  const reads = { config: limits.perToken(120, '1 minute') };

  app.get(
    '/message/:id/image',
    {
      ...reads,
      schema: {
        tags,
        summary: "The images of one message of the member's ticket",
        security: member,
        params: messageParams,
        response: { 200: messageImagesResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      return { status: true as const, data: await memberMessageImages(db, member.id, request.params.id) };
    },
  );

  app.get(
    '/ticket-image/:id',
    {
      ...reads,
      schema: {
        tags,
        summary: "An image of the member's ticket (PNG or JPEG)",
        security: member,
        params: ticketImageParams,
        response: { 200: ticketImageResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const { member } = await requireToken(deps, request, 'session');
      const image = await memberTicketImage(db, member.id, request.params.id);
      if (!image) throw new ApiError(404, 'Image not found');
      return sendTicketImage(reply, request.params.id, image);
    },
  );
}

/** The ticket calls that take images: registered in the one scope that parses multipart bodies. */
export async function supportUploadRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const now = clock(deps);
  const writes = { config: limits.perToken(20, '10 minutes') };

  app.post(
    '/raise-ticket',
    {
      ...writes,
      schema: {
        tags,
        summary:
          'Raises a ticket (multipart: subject_id, message, others_subject, images[] PNG or JPEG ≤ 2 MB)',
        security: member,
        consumes: ['multipart/form-data'],
        body: raiseTicketBody,
        response: { 200: raiseTicketResponse, ...refusals },
      },
    },
    async (request) => {
      // Signed in before a byte of any file is read.
      const { member } = await requireToken(deps, request, 'session');
      const form = await readTicketForm(request);
      const fields = checkFields(raiseTicketFields, form.fields);
      const images = await judgeImages(form.files);
      const ticketId = await db.transaction((tx) => raiseTicket(tx, member.id, fields, images, now()));
      const msg = 'Ticket raised';
      return { status: true as const, message: msg, msg, ticket_id: ticketId };
    },
  );

  app.post(
    '/reply',
    {
      ...writes,
      schema: {
        tags,
        summary: "Adds the member's message to their ticket (multipart: id, message, images[])",
        security: member,
        consumes: ['multipart/form-data'],
        body: replyBody,
        response: { 200: replyResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      const form = await readTicketForm(request);
      const fields = checkFields(replyFields, form.fields);
      const images = await judgeImages(form.files);
      const data = await db.transaction((tx) =>
        memberReply(tx, member.id, fields.id, fields.message, images, now()),
      );
      const msg = 'Reply sent';
      return { status: true as const, message: msg, msg, data };
    },
  );
}
