import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AVATAR_MAX_BYTES,
  avatarImage,
  changePictureBody,
  changePictureResponse,
  errorResponse,
  updateProfileBody,
  updateProfileResponse,
} from '../../src/api/contract';
import type { AppDeps } from '../deps';
import { ApiError, fieldError } from '../services/errors';
import { checkAndReencode } from '../services/images';
import { findAvatar, saveAvatar, updateProfile } from '../services/profile';
import { blankFieldsAreMissing, clock, limits, originOf, requireToken } from './context';
import { readUploadedFile } from './upload';

const refusals = { '4xx': errorResponse };
const member = [{ bearer: [] }];

/** Basic Info of the Profile screen: the member's profile and picture (spec document 2 §2, §3, §7). */
export default async function profileRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const now = clock(deps);

  app.post(
    '/update-profile',
    {
      preValidation: blankFieldsAreMissing,
      config: limits.perToken(30, '1 minute'),
      schema: {
        tags: ['profile'],
        summary: "Saves the member's profile (Basic Info)",
        security: member,
        body: updateProfileBody,
        response: { 200: updateProfileResponse, ...refusals },
      },
    },
    async (request) => {
      const { member } = await requireToken(deps, request, 'session');
      const data = await updateProfile(db, member, request.body, originOf(request), now());
      const msg = 'Profile updated';
      return { status: true as const, message: msg, msg, data };
    },
  );

  app.get(
    '/avatar',
    {
      schema: {
        tags: ['profile'],
        summary: "The member's own picture (PNG or JPEG)",
        security: member,
        response: {
          200: {
            description: 'The picture as stored',
            content: { 'image/png': { schema: avatarImage }, 'image/jpeg': { schema: avatarImage } },
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { member } = await requireToken(deps, request, 'session');
      const avatar = await findAvatar(db, member.id);
      if (!avatar) throw new ApiError(404, 'No picture has been uploaded yet');
      const extension = avatar.contentType === 'image/png' ? 'png' : 'jpg';
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="avatar.${extension}"`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .type(avatar.contentType)
        .send(avatar.content);
    },
  );
}

/** The routes that take a file: registered in the one scope that parses multipart bodies. */
export async function profileUploadRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const now = clock(deps);

  app.post(
    '/change-picture',
    {
      config: limits.perToken(10, '10 minutes'),
      schema: {
        tags: ['profile'],
        summary: "Replaces the member's picture (multipart, file field `photo`: PNG or JPEG, at most 2 MB)",
        security: member,
        consumes: ['multipart/form-data'],
        body: changePictureBody,
        response: { 200: changePictureResponse, ...refusals },
      },
    },
    async (request) => {
      // Signed in before a byte of the file is read: strangers' uploads cost nothing but the refusal.
      const { member } = await requireToken(deps, request, 'session');
      const bytes = await readUploadedFile(request, 'photo', AVATAR_MAX_BYTES);
      const result = await checkAndReencode(bytes);
      if ('refusal' in result) throw fieldError('photo', result.refusal);
      const avatar = await saveAvatar(db, member.id, result, originOf(request), now());
      const msg = 'Picture updated';
      return { status: true as const, message: msg, msg, avatar };
    },
  );
}
