/** How a client's cancellation reads wherever it is listed: the CSV's status column and the export form. */
export const CLIENT_CANCELLED_LABEL = 'Cancelada por el cliente';
