// Every /api route. Each declares its full schema from shared-contract, which validates the
// request, serialises the response and produces the OpenAPI document.
import type { FastifyInstance } from 'fastify';
import authRoutes from './auth';
import providerRoutes from './auth/providers';
import configRoute from './config/get-config';
import coverLetterRoutes from './cover-letter/generate';
import health from './health';
import paymentRoutes from './payment';
import profileRoutes from './profile';
import resumeRoutes from './resume';
import supportRoutes from './support/contact';

export default async function apiRoutes(app: FastifyInstance) {
  await app.register(health);
  await app.register(configRoute);
  await app.register(authRoutes);
  await app.register(providerRoutes);
  await app.register(profileRoutes);
  await app.register(supportRoutes);
  await app.register(resumeRoutes);
  await app.register(paymentRoutes);
  await app.register(coverLetterRoutes);
}
