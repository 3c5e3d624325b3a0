import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  antiPhishingPhraseBody,
  antiPhishingPhraseResponse,
  errorResponse,
  noticeParams,
  noticeReadResponse,
  noticesQuery,
  noticesResponse,
  saveAntiPhishingPhraseResponse,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import {
  antiPhishingPhraseOf,
  listNotices,
  markAllNoticesRead,
  markNoticeRead,
  saveAntiPhishingPhrase,
} from '../services/memberNotices';
import { clock, limits, requireToken } from './context';

const refusals = { '4xx': errorResponse };
const member = [{ bearer: [] }];
const tags = ['notices'];

/** The member's own notices of money events, beside the announcements, and the phrase that heads their mail. */
export default async function noticeRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const now = clock(deps);

  app.get(
    '/notices',
    {
      config: limits.perToken(120, '1 minute'),
      schema: {
        tags,
        summary:
          "The member's newest notices of money events (or those before one), newest first, and the unread count",
        security: member,
        querystring: noticesQuery,
        response: { 200: noticesResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      const { data, older, unread } = await listNotices(db, member.id, request.query.before);
      return { status: true as const, data, more_details: { unread, older } };
    },
  );

  app.post(
    '/notices/:id/read',
    {
      config: limits.perToken(120, '1 minute'),
      schema: {
        tags,
        summary: 'Marks one of the member’s notices read',
        security: member,
        params: noticeParams,
        response: { 200: noticeReadResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      const unread = await db.transaction((tx) => markNoticeRead(tx, member.id, request.params.id, now()));
      const msg = 'Marked as read';
      return { status: true as const, message: msg, msg, unread };
    },
  );

  app.post(
    '/notices/read-all',
    {
      config: limits.perToken(30, '1 minute'),
      schema: {
        tags,
        summary: 'Marks every notice of the member read',
        security: member,
        response: { 200: noticeReadResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      const unread = await db.transaction((tx) => markAllNoticesRead(tx, member.id, now()));
      const msg = 'All marked as read';
      return { status: true as const, message: msg, msg, unread };
    },
  );

  app.get(
    '/anti-phishing-phrase',
    {
      config: limits.perToken(60, '1 minute'),
      schema: {
        tags: ['profile'],
        summary: "The member's anti-phishing phrase, or null while none is set",
        security: member,
        response: { 200: antiPhishingPhraseResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      return { status: true as const, anti_phishing_phrase: await antiPhishingPhraseOf(db, member.id) };
    },
  );

  app.post(
    '/anti-phishing-phrase',
    {
      config: limits.perToken(30, '1 minute'),
      schema: {
        tags: ['profile'],
        summary: 'Sets the phrase that heads every mail to the member (empty removes it)',
        security: member,
        body: antiPhishingPhraseBody,
        response: { 200: saveAntiPhishingPhraseResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      const phrase = await db.transaction((tx) =>
        saveAntiPhishingPhrase(tx, member.id, request.body.anti_phishing_phrase, now()),
      );
      const msg = phrase ? 'Anti-phishing phrase saved' : 'Anti-phishing phrase removed';
      return { status: true as const, message: msg, msg, anti_phishing_phrase: phrase };
    },
  );
}
