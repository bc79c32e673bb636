import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentedErrors } from '../../../shared/contracts/errors';
import {
  followState,
  markReadInput,
  notificationPage,
  notificationSettings,
  notificationSettingsInput,
  notificationsQuery,
  unreadCount,
} from '../../../shared/contracts/notifications';
import { idParams } from '../../../shared/contracts/params';
import { contentKind } from '../../../shared/contracts/requests';
import { kindNames } from '../../openapi';
import { getNotificationSettings, updateNotificationSettings } from './notification-settings';
import {
  changeFollow,
  getFollow,
  getUnreadCount,
  listNotifications,
  markNotificationsRead,
} from './notifications.service';

/** Following requests and vents, the inbox, and the notification settings: all signed in. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  for (const kind of contentKind.options) {
    const { One, one } = kindNames(kind);
    const follow = { db, clock: app.clock, kind };
    app.get(
      `/api/v1/${kind}/:id/follow`,
      {
        schema: {
          tags: ['notifications'],
          operationId: `get${One}Follow`,
          summary: `Whether you follow a ${one}`,
          params: idParams,
          response: { 200: followState, ...documentedErrors(400, 401, 404) },
        },
      },
      async (request) => getFollow({ ...follow, viewer: await request.getViewer(), id: request.params.id }),
    );
    for (const [method, following] of [
      ['put', true],
      ['delete', false],
    ] as const) {
      app[method](
        `/api/v1/${kind}/:id/follow`,
        {
          schema: {
            tags: ['notifications'],
            operationId: `${following ? 'follow' : 'unfollow'}${One}`,
            summary: following
              ? `Follow a ${one}: its status changes, comments and builds reach your inbox`
              : `Stop following a ${one} (a later vote or build does not follow it again)`,
            params: idParams,
            response: { 200: followState, ...documentedErrors(400, 401, 403, 404, 413, 415, 429) },
          },
        },
        async (request) =>
          changeFollow({ ...follow, viewer: await request.getViewer(), id: request.params.id, following }),
      );
    }
  }

  app.get(
    '/api/v1/notifications',
    {
      schema: {
        tags: ['notifications'],
        operationId: 'listNotifications',
        summary: 'Your notifications, newest first, 20 a page, with your unread count',
        querystring: notificationsQuery,
        response: { 200: notificationPage, ...documentedErrors(400, 401) },
      },
    },
    async (request) =>
      listNotifications({ db, viewer: await request.getViewer(), cursor: request.query.cursor }),
  );
  app.get(
    '/api/v1/notifications/unread-count',
    {
      schema: {
        tags: ['notifications'],
        operationId: 'getUnreadNotificationCount',
        summary: 'How many of your notifications are unread',
        response: { 200: unreadCount, ...documentedErrors(400, 401) },
      },
    },
    async (request) => getUnreadCount({ db, viewer: await request.getViewer() }),
  );
  app.post(
    '/api/v1/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        operationId: 'markNotificationsRead',
        summary: 'Mark the notifications named by `ids` read, or all of them without `ids`',
        body: markReadInput,
        response: { 200: unreadCount, ...documentedErrors(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) =>
      markNotificationsRead({
        db,
        live: app.live,
        clock: app.clock,
        viewer: await request.getViewer(),
        ids: request.body.ids,
      }),
  );

  app.get(
    '/api/v1/notification-settings',
    {
      schema: {
        tags: ['notifications'],
        operationId: 'getNotificationSettings',
        summary: 'Your notification choices: e-mail per kind, automatic follows, the company digest',
        response: { 200: notificationSettings, ...documentedErrors(400, 401) },
      },
    },
    async (request) => getNotificationSettings({ db, viewer: await request.getViewer() }),
  );
  app.put(
    '/api/v1/notification-settings',
    {
      schema: {
        tags: ['notifications'],
        operationId: 'updateNotificationSettings',
        summary: 'Change some of your notification choices (the company digest: approved members only)',
        body: notificationSettingsInput,
        response: { 200: notificationSettings, ...documentedErrors(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) =>
      updateNotificationSettings({
        db,
        clock: app.clock,
        viewer: await request.getViewer(),
        input: request.body,
      }),
  );
};
