import type { TestProject } from 'vitest/node';
import { startPlatform } from './platform';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    apiUrl: string;
    proxySecret: string;
    demoPasswords: Record<string, string>;
    webPid: number;
  }
}

/** One platform for the whole e2e run; journeys use fresh browser contexts and unique e-mails. */
export default async function setup(project: TestProject) {
  const platform = await startPlatform();
  project.provide('baseUrl', platform.baseUrl);
  project.provide('apiUrl', platform.apiUrl);
  project.provide('proxySecret', platform.proxySecret);
  project.provide('demoPasswords', platform.demoPasswords);
  project.provide('webPid', platform.webPid);
  return () => platform.stop();
}
