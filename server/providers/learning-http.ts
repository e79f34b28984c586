import { PlatformError, type LearningPlatform } from './learning';

export interface HttpPlatformSettings {
  /** The `platform` setting: the base URL of the calls. */
  url: string;
  /** The `platform_key` setting, sent as a bearer token. */
  key: string;
  /** The `platform_school_id` setting. */
  schoolId: string;
}

/**
 * A learning platform over HTTP, as docs/platform-openapi.yaml writes its calls: JSON both ways,
 * the key as a bearer token, each call bounded by `timeoutMs`. Anything but the documented 200
 * answer is a `PlatformError` that says what happened.
 */
export function httpLearning(settings: HttpPlatformSettings, options: { timeoutMs: number }): LearningPlatform {
  const base = `${settings.url.replace(/\/+$/, '')}/schools/${encodeURIComponent(settings.schoolId)}`;

  async function call(path: string, body?: unknown): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${settings.key}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') {
        const seconds = options.timeoutMs / 1000;
        throw new PlatformError(
          seconds === 1
            ? 'The learning platform did not answer within 1 second.'
            : `The learning platform did not answer within ${seconds} seconds.`,
        );
      }
      throw new PlatformError('The learning platform could not be reached. Check the platform URL.');
    }
    if (response.status === 401 || response.status === 403) {
      throw new PlatformError(`The learning platform refused the platform key (${response.status}).`);
    }
    if (response.status === 404)
      throw new PlatformError('The learning platform does not know this school (404). Check the school ID.');
    if (!response.ok) throw new PlatformError(`The learning platform failed (${response.status}).`);
    const answer = (await response.json().catch(() => null)) as unknown;
    if (!answer || typeof answer !== 'object' || Array.isArray(answer)) throw notUnderstood();
    return answer as Record<string, unknown>;
  }

  function loginUrl(answer: Record<string, unknown>): string {
    const url = answer.login_url;
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) throw notUnderstood();
    return url;
  }

  return {
    name: 'http',
    async grades() {
      const { grades } = await call('/grades');
      if (!Array.isArray(grades) || grades.some((grade) => typeof grade !== 'string' || grade.trim() === ''))
        throw notUnderstood();
      return [...new Set((grades as string[]).map((grade) => grade.trim()))];
    },
    async studentLoginUrl(student) {
      return loginUrl(await call('/students/login', { student }));
    },
    async tutorId({ tutor_id: _known, ...account }) {
      const { learning_id: id } = await call('/tutor/account', account);
      if (id === null) return null;
      if (typeof id !== 'string' || id.trim() === '') throw notUnderstood();
      return id.trim();
    },
    async tutorLoginUrl(tutorId, courseIds) {
      return loginUrl(await call('/tutor/login', { learning_id: tutorId, course_ids: courseIds }));
    },
  };
}

function notUnderstood(): PlatformError {
  return new PlatformError("The learning platform's answer was not understood.");
}
