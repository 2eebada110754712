import type { ReactNode } from 'react';
import type { Services } from '@/application/token';
import { ServicesContext } from './use-service';

/** Gives every component below it the container, so components reach use cases by token (use-service.ts). */
export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}
