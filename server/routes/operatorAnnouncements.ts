import type { FastifyInstance } from 'fastify';
import {
  errorResponse,
  operatorAnnouncementBody,
  operatorAnnouncementParams,
  operatorAnnouncementResponse,
  operatorAnnouncementsQuery,
  operatorAnnouncementsResponse,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import {
  createAnnouncement,
  listAnnouncementsForOperator,
  withdrawAnnouncement,
} from '../services/announcements';
import { clock, typed } from './context';
import { operatorAccess, operatorCall } from './operatorAccess';

const refusals = { '4xx': errorResponse };
const tags = ['operator'];

/** Operator calls for announcements, under /api/operator, each audited. */
export default async function operatorAnnouncementRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  announcementRoutes({ app, access: operatorAccess(app, deps), now: clock(deps) });
}

function announcementRoutes({
  app,
  access,
  now,
}: {
  app: ReturnType<typeof typed>;
  access: ReturnType<typeof operatorAccess>;
  now: () => Date;
}) {
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
