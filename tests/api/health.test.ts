import { describe, expect, it } from 'vitest';
import { call } from './helpers/client.ts';

describe('api basics', () => {
  it('answers unknown API paths with the JSON 404 of the catalogue, in Spanish by default', async () => {
    const res = await call('GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: {
        code: 'SERVER_ERROR_NOT_FOUND',
        message: 'Error al obtener los datos del servidor: ruta no encontrada',
      },
    });
  });

  it('speaks the language of Accept-Language', async () => {
    const res = await call('GET', '/api/nope', { lang: 'en-GB,en;q=0.9' });
    expect(res.body.error.message).toBe('Error fetching data from server: Path not found');
    const pt = await call('GET', '/api/nope', { lang: 'pt-PT' });
    expect(pt.body.error.message).toBe('Erro ao obter os dados do servidor: caminho não encontrado');
  });
});
