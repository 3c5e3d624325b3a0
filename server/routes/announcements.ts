import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  announcementParams,
  announcementReadResponse,
  announcementsResponse,
  errorResponse,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import { listAnnouncements, markAllAnnouncementsRead, markAnnouncementRead } from '../services/announcements';
import { clock, limits, requireToken } from './context';

const refusals = { '4xx': errorResponse };
const member = [{ bearer: [] }];
const tags = ['announcements'];

/** Announcements (Message), the member's side (spec document 2 §2; contract/support.ts). */
export default async function announcementRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const now = clock(deps);

  app.get(
    '/announcements',
    {
      config: limits.perToken(120, '1 minute'),
      schema: {
        tags,
        summary: 'The announcements showing now, pinned first, then newest first',
        security: member,
        response: { 200: announcementsResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      const { data, unread } = await listAnnouncements(db, member.id, now());
      return { status: true as const, data, more_details: { unread } };
    },
  );

  app.post(
    '/announcements/:id/read',
    {
      config: limits.perToken(120, '1 minute'),
      schema: {
        tags,
        summary: 'Marks one announcement read',
        security: member,
        params: announcementParams,
        response: { 200: announcementReadResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      const unread = await db.transaction((tx) =>
        markAnnouncementRead(tx, member.id, request.params.id, now()),
      );
      const msg = 'Marked as read';
      return { status: true as const, message: msg, msg, unread };
    },
  );

  app.post(
    '/announcements/read-all',
    {
      config: limits.perToken(30, '1 minute'),
      schema: {
        tags,
        summary: 'Marks every announcement showing now read',
        security: member,
        response: { 200: announcementReadResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      const unread = await db.transaction((tx) => markAllAnnouncementsRead(tx, member.id, now()));
      const msg = 'All marked as read';
      return { status: true as const, message: msg, msg, unread };
    },
  );
}
