import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountChange,
  accountCodeInput,
  accountExport,
  accountMessage,
  accountSessions,
  emailChangeInput,
  emailChangeSent,
  emailChangeState,
  profileInput,
} from '../../../shared/contracts/account';
import { documentedErrors } from '../../../shared/contracts/errors';
import { idParams } from '../../../shared/contracts/params';
import type { Config } from '../../config';
import type { AuthLibrary } from '../auth/auth.library';
import { sessionCookieName } from '../auth/sessions';
import {
  type AccountDeps,
  changeProfile,
  findEmailChange,
  requestEmailChange,
  verifyEmailChange,
} from './account.service';
import { deleteAccount, exportAccount, requestAccountDeletion } from './account-data.service';
import { endOwnSession, listSessions } from './account-sessions.service';

const tags = ['account'];

/** The signed-in person's own account: profile, e-mail, sessions, their data and its deletion. */
export function accountRoutes(options: { config: Config; library: AuthLibrary }): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = (log: AccountDeps['log']): AccountDeps => ({
      db: app.database.db,
      library: options.library,
      mailer: app.mailer,
      config: options.config,
      clock: app.clock,
      live: app.live,
      log,
    });

    app.patch(
      '/api/v1/account/profile',
      {
        schema: {
          tags,
          operationId: 'updateProfile',
          summary: 'Change your username, first or last name',
          description: "Sign-up's rules; a taken username is a 409. Twenty changes an hour (429).",
          body: profileInput,
          response: { 200: accountChange, ...documentedErrors(400, 401, 403, 409, 413, 415, 429) },
        },
      },
      async (request) =>
        changeProfile({ ...deps(request.log), viewer: await request.getViewer(), input: request.body }),
    );

    app.get(
      '/api/v1/account/email',
      {
        schema: {
          tags,
          operationId: 'getEmailChange',
          summary: 'The new e-mail address waiting for its code, if any',
          response: { 200: emailChangeState, ...documentedErrors(400, 401) },
        },
      },
      async (request) => findEmailChange({ db: app.database.db, viewer: await request.getViewer() }),
    );

    app.post(
      '/api/v1/account/email',
      {
        schema: {
          tags,
          operationId: 'requestEmailChange',
          summary: 'E-mail a 6-digit code to a new address; the current one signs in until it is confirmed',
          description:
            "An address with an account is a 409. The sign-in codes' limits apply (one a minute and five an hour per address, AUTH_IP_SEND_LIMIT per IP address).",
          body: emailChangeInput,
          response: { 200: emailChangeSent, ...documentedErrors(400, 401, 403, 409, 413, 415, 429, 503) },
        },
      },
      async (request) =>
        requestEmailChange({
          ...deps(request.log),
          viewer: await request.getViewer(),
          input: request.body,
          ip: request.ip,
        }),
    );

    app.post(
      '/api/v1/account/email/verify',
      {
        schema: {
          tags,
          operationId: 'verifyEmailChange',
          summary: 'Confirm the new e-mail address with its code',
          body: accountCodeInput,
          response: { 200: accountChange, ...documentedErrors(400, 401, 403, 409, 413, 415, 429) },
        },
      },
      async (request) =>
        verifyEmailChange({
          ...deps(request.log),
          viewer: await request.getViewer(),
          code: request.body.code,
          ip: request.ip,
        }),
    );

    app.get(
      '/api/v1/account/sessions',
      {
        schema: {
          tags,
          operationId: 'listSessions',
          summary: 'Where you are signed in: browser, device, address, when signed in and last seen',
          response: { 200: accountSessions, ...documentedErrors(400, 401) },
        },
      },
      async (request) =>
        listSessions({
          db: app.database.db,
          clock: app.clock,
          viewer: await request.getViewer(),
          token: request.cookies[sessionCookieName],
        }),
    );

    app.delete(
      '/api/v1/account/sessions/:id',
      {
        schema: {
          tags,
          operationId: 'endSession',
          summary: "Sign one of your sessions out (another person's is a 404)",
          params: idParams,
          response: { 200: accountMessage, ...documentedErrors(400, 401, 403, 404, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const { message, isCurrent } = await endOwnSession({
          db: app.database.db,
          live: app.live,
          clock: app.clock,
          viewer: await request.getViewer(),
          sessionId: request.params.id,
          token: request.cookies[sessionCookieName],
        });
        if (isCurrent) reply.clearCookie(sessionCookieName, { path: '/' });
        return { message };
      },
    );

    app.get(
      '/api/v1/account/export',
      {
        schema: {
          tags,
          operationId: 'exportAccount',
          summary: 'Download everything ilii keeps about you, as a JSON attachment (ten an hour)',
          response: { 200: accountExport, ...documentedErrors(400, 401, 429) },
        },
      },
      async (request, reply) => {
        const { document, filename } = await exportAccount({
          db: app.database.db,
          clock: app.clock,
          viewer: await request.getViewer(),
        });
        reply.header('content-disposition', `attachment; filename="${filename}"`);
        reply.header('cache-control', 'no-store');
        return document;
      },
    );

    app.post(
      '/api/v1/account/delete-code',
      {
        schema: {
          tags,
          operationId: 'requestAccountDeletion',
          summary: 'E-mail a 6-digit code to your address that deletes your account',
          description: "Admins cannot delete their own account (409). The sign-in codes' limits apply.",
          response: { 200: accountMessage, ...documentedErrors(400, 401, 403, 409, 413, 415, 429, 503) },
        },
      },
      async (request) =>
        requestAccountDeletion({ ...deps(request.log), viewer: await request.getViewer(), ip: request.ip }),
    );

    app.post(
      '/api/v1/account/delete',
      {
        schema: {
          tags,
          operationId: 'deleteAccount',
          summary: 'Delete your account with its code; what you posted stays, without your name',
          body: accountCodeInput,
          response: { 200: accountMessage, ...documentedErrors(400, 401, 403, 409, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const done = await deleteAccount({
          ...deps(request.log),
          viewer: await request.getViewer(),
          code: request.body.code,
          ip: request.ip,
        });
        reply.clearCookie(sessionCookieName, { path: '/' });
        return done;
      },
    );
  };
}
