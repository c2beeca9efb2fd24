// Messages of video and audio: uploads, transcoding and playback (issue 9). Spread into en.ts, es.ts, pt.ts.
export const mediaEn = {
  MEDIA_TOOLS_MISSING:
    'Video processing is not installed on this server (ffmpeg). Uploads will work once an administrator installs it.',
  MEDIA_TARGET_REQUIRED:
    'Say what the upload is for: a product and a kind (video, trailer or audio), or a lesson',
  MEDIA_KIND_NOT_ALLOWED: 'This product takes only: {kinds}',
  MEDIA_TOO_LARGE: 'The file is larger than {max} GB',
  MEDIA_NOT_VIDEO: 'The file is not a valid video: upload an MP4 (up to {max} GB)',
  MEDIA_NOT_AUDIO: 'The file is not a valid audio file: upload an MP3, M4A, WAV, OGG or FLAC',
  UPLOAD_OFFSET_MISMATCH:
    'The upload is out of step with the server: it will resume from the last saved byte',
  UPLOAD_CONCAT_NOT_SUPPORTED:
    'Joining partial uploads (Upload-Concat) is not supported: upload the file as one upload',
  UPLOAD_LENGTH_REQUIRED: 'Say how large the file is (Upload-Length) when the upload starts',
  UPLOAD_TOO_MANY_OPEN:
    'You already have {max} uploads in progress: finish or cancel one before starting another',
  UPLOAD_IN_FLIGHT_TOO_LARGE:
    'Your uploads in progress may add up to {max} GB at once ({free} GB left): finish or cancel one first',
  STORAGE_QUOTA_EXCEEDED:
    'Not enough storage: you are using {used} GB of {max} GB ({free} GB left). Delete media or ask an administrator for more',
  MEDIA_TRANSCODE_FAILED: 'The video could not be processed',
  MEDIA_SOURCE_MISSING: 'The uploaded file is no longer available: upload it again',
  PLAYBACK_NO_TICKET: 'You need a ticket to watch this',
  PLAYBACK_EXPIRED: 'Your access to this content has ended',
  PLAYBACK_REVOKED: 'Your access to this content has been withdrawn',
  PLAYBACK_TOKEN_INVALID: 'This video link is not valid',
  PLAYBACK_TOKEN_EXPIRED: 'This video link has expired: open the player again',
  PLAYBACK_NOT_YET: 'This has not started yet: it opens on the date of the event',
  VIEWING_TOKEN_INVALID: 'This viewing report is not valid or has expired: reload the player',
};

export const mediaEs: Record<keyof typeof mediaEn, string> = {
  MEDIA_TOOLS_MISSING:
    'El procesamiento de vídeo no está instalado en este servidor (ffmpeg). Podrás subir archivos cuando un administrador lo instale.',
  MEDIA_TARGET_REQUIRED:
    'Indica para qué es el archivo: un producto y un tipo (vídeo, tráiler o audio), o una lección',
  MEDIA_KIND_NOT_ALLOWED: 'Este producto solo admite: {kinds}',
  MEDIA_TOO_LARGE: 'El archivo supera los {max} GB',
  MEDIA_NOT_VIDEO: 'El archivo no es un vídeo válido: sube un MP4 (hasta {max} GB)',
  MEDIA_NOT_AUDIO: 'El archivo no es un audio válido: sube un MP3, M4A, WAV, OGG o FLAC',
  UPLOAD_OFFSET_MISMATCH:
    'La subida no coincide con lo guardado en el servidor: continuará desde el último byte guardado',
  UPLOAD_CONCAT_NOT_SUPPORTED:
    'No se admite unir subidas parciales (Upload-Concat): sube el archivo en una sola subida',
  UPLOAD_LENGTH_REQUIRED: 'Indica el tamaño del archivo (Upload-Length) al empezar la subida',
  UPLOAD_TOO_MANY_OPEN: 'Ya tienes {max} subidas en curso: termina o cancela una antes de empezar otra',
  UPLOAD_IN_FLIGHT_TOO_LARGE:
    'Tus subidas en curso pueden sumar como mucho {max} GB a la vez (quedan {free} GB): termina o cancela una primero',
  STORAGE_QUOTA_EXCEEDED:
    'No queda espacio suficiente: usas {used} GB de {max} GB (quedan {free} GB). Borra contenido o pide más a un administrador',
  MEDIA_TRANSCODE_FAILED: 'No se ha podido procesar el vídeo',
  MEDIA_SOURCE_MISSING: 'El archivo subido ya no está disponible: vuelve a subirlo',
  PLAYBACK_NO_TICKET: 'Necesitas una entrada para verlo',
  PLAYBACK_EXPIRED: 'Tu acceso a este contenido ha terminado',
  PLAYBACK_REVOKED: 'Tu acceso a este contenido ha sido retirado',
  PLAYBACK_TOKEN_INVALID: 'Este enlace de vídeo no es válido',
  PLAYBACK_TOKEN_EXPIRED: 'Este enlace de vídeo ha caducado: vuelve a abrir el reproductor',
  PLAYBACK_NOT_YET: 'Aún no ha empezado: se abre en la fecha del evento',
  VIEWING_TOKEN_INVALID:
    'Este registro de visionado no es válido o ha caducado: vuelve a cargar el reproductor',
};

export const mediaPt: Record<keyof typeof mediaEn, string> = {
  MEDIA_TOOLS_MISSING:
    'O processamento de vídeo não está instalado neste servidor (ffmpeg). Os envios funcionarão quando um administrador o instalar.',
  MEDIA_TARGET_REQUIRED:
    'Indique para que é o ficheiro: um produto e um tipo (vídeo, trailer ou áudio), ou uma aula',
  MEDIA_KIND_NOT_ALLOWED: 'Este produto só aceita: {kinds}',
  MEDIA_TOO_LARGE: 'O ficheiro ultrapassa {max} GB',
  MEDIA_NOT_VIDEO: 'O ficheiro não é um vídeo válido: envie um MP4 (até {max} GB)',
  MEDIA_NOT_AUDIO: 'O ficheiro não é um áudio válido: envie um MP3, M4A, WAV, OGG ou FLAC',
  UPLOAD_OFFSET_MISMATCH: 'O envio não coincide com o servidor: continuará a partir do último byte guardado',
  UPLOAD_CONCAT_NOT_SUPPORTED:
    'Não é possível juntar envios parciais (Upload-Concat): envie o ficheiro num só envio',
  UPLOAD_LENGTH_REQUIRED: 'Indique o tamanho do ficheiro (Upload-Length) ao iniciar o envio',
  UPLOAD_TOO_MANY_OPEN: 'Já tem {max} envios em curso: termine ou cancele um antes de iniciar outro',
  UPLOAD_IN_FLIGHT_TOO_LARGE:
    'Os seus envios em curso podem somar no máximo {max} GB de cada vez (restam {free} GB): termine ou cancele um primeiro',
  STORAGE_QUOTA_EXCEEDED:
    'Não há espaço suficiente: está a usar {used} GB de {max} GB (restam {free} GB). Apague conteúdos ou peça mais a um administrador',
  MEDIA_TRANSCODE_FAILED: 'Não foi possível processar o vídeo',
  MEDIA_SOURCE_MISSING: 'O ficheiro enviado já não está disponível: envie-o novamente',
  PLAYBACK_NO_TICKET: 'Precisa de um bilhete para ver isto',
  PLAYBACK_EXPIRED: 'O seu acesso a este conteúdo terminou',
  PLAYBACK_REVOKED: 'O seu acesso a este conteúdo foi retirado',
  PLAYBACK_TOKEN_INVALID: 'Esta ligação de vídeo não é válida',
  PLAYBACK_TOKEN_EXPIRED: 'Esta ligação de vídeo expirou: abra o leitor novamente',
  PLAYBACK_NOT_YET: 'Ainda não começou: abre na data do evento',
  VIEWING_TOKEN_INVALID: 'Este registo de visualização não é válido ou expirou: recarregue o leitor',
};
