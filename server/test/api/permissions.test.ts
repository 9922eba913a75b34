import jwt from 'jsonwebtoken';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listingKinds } from '@sg-finance/contract';
import { listingModel } from '../../src/models/listing.model.js';
import { PostModel } from '../../src/models/post.model.js';
import { UserModel } from '../../src/models/user.model.js';
import { listingForm, pngBytes, postForm } from '../support/fixtures.js';
import { sendForm } from '../support/multipart.js';
import { useTestApi, type TestApi } from '../support/test-api.js';
import { errorBody } from '../support/error-body.js';

const api = useTestApi();

interface Resource {
  name: string;
  apiPath: string;
  form: () => Record<string, string>;
  /** Creates one record directly in the database and answers its id. */
  seedOne: () => Promise<string>;
}

const resources: Resource[] = [
  ...listingKinds.map((kind) => ({
    name: kind.apiPath,
    apiPath: kind.apiPath,
    form: () => listingForm(kind),
    seedOne: async () => {
      const listing = await listingModel(kind).create({
        title: 'Kept',
        slug: 'kept',
        category: 'DBS',
      });
      return listing._id.toString();
    },
  })),
  {
    name: '/api/posts',
    apiPath: '/api/posts',
    form: () => postForm(),
    seedOne: async () => {
      const post = await PostModel.create({
        title: 'Kept',
        slug: 'kept',
        richTextDescription: postForm().richTextDescription,
      });
      return post._id.toString();
    },
  },
];

type Credentials = [label: string, header: (api: TestApi) => Promise<string | undefined>];

const unauthenticated: Credentials[] = [
  ['no Authorization header', async () => undefined],
  [
    'a header without the Bearer scheme',
    async (testApi) => testApi.adminAuth.replace('Bearer ', ''),
  ],
  [
    'a token signed with another secret',
    async (testApi) =>
      `Bearer ${jwt.sign({ sub: testApi.adminId }, 'another-secret-of-sufficient-length-000000')}`,
  ],
  [
    'an unsigned token',
    async (testApi) => {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      return `Bearer ${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: testApi.adminId })}.`;
    },
  ],
  ['an expired admin token', async (testApi) => testApi.expiredAdminAuth()],
  [
    'the token of an admin whose account was deleted',
    async (testApi) => {
      await UserModel.deleteOne({ _id: testApi.adminId });
      return testApi.adminAuth;
    },
  ],
];

describe.each(resources)('$name', (resource) => {
  function mutatingCalls(id: string) {
    return [
      {
        name: 'POST /create',
        send: (auth?: string) => {
          const test = request(api.app).post(`${resource.apiPath}/create`);
          if (auth) test.set('Authorization', auth);
          return sendForm(test, resource.form(), [
            { field: 'image', data: pngBytes, filename: 'a.png' },
          ]);
        },
      },
      {
        name: 'PUT /update',
        send: (auth?: string) => {
          const test = request(api.app).put(`${resource.apiPath}/update`);
          if (auth) test.set('Authorization', auth);
          return sendForm(test, { ...resource.form(), id, title: 'Changed' }, [
            { field: 'image', data: pngBytes, filename: 'a.png' },
          ]);
        },
      },
      {
        name: 'DELETE /delete/:id',
        send: (auth?: string) => {
          const test = request(api.app).delete(`${resource.apiPath}/delete/${id}`);
          if (auth) test.set('Authorization', auth);
          return test;
        },
      },
    ];
  }

  describe.each(unauthenticated)('with %s', (_label, credentials) => {
    it('answers 401 to every call that changes data, changing nothing', async () => {
      const id = await resource.seedOne();
      const auth = await credentials(api);
      const before = await api.snapshot();

      for (const call of mutatingCalls(id)) {
        const response = await call.send(auth);
        expect(response.status, call.name).toBe(401);
        expect(typeof response.body.message, call.name).toBe('string');
      }

      expect(await api.snapshot()).toEqual(before);
      expect(await api.uploadedFiles()).toEqual([]);
    });
  });

  it('answers 403 to every call that changes data when the user is not an admin', async () => {
    const id = await resource.seedOne();
    const before = await api.snapshot();

    for (const call of mutatingCalls(id)) {
      const response = await call.send(api.userAuth);
      expect(response.status, call.name).toBe(403);
      expect(response.body, call.name).toEqual(errorBody('Only administrators can do this'));
    }

    expect(await api.snapshot()).toEqual(before);
    expect(await api.uploadedFiles()).toEqual([]);
  });

  it('lets anyone read without a token', async () => {
    await resource.seedOne();
    await request(api.app).get(resource.apiPath).expect(200);
    await request(api.app).get(`${resource.apiPath}/kept`).expect(200);
  });
});
