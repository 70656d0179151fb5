import { API, type AppointmentActionBody, type AppointmentDetail } from '@lawbridge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { appointmentKeys, isAppointmentList } from './appointment-keys';

/** Takes one lifecycle transition on an appointment (close, cancel, accept…); answers it afterwards. */
export function actOnAppointment(body: AppointmentActionBody): Promise<AppointmentDetail> {
  return request<AppointmentDetail>(API.appointmentAction, { method: 'POST', body, loading: true });
}

/**
 * The new state goes straight into the detail; lists are refetched when next shown. A refusal (e.g.
 * 订单状态已变化，请刷新) has been shown as a toast; the detail is fetched again so the page is current.
 */
export function useActOnAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnAppointment,
    onSuccess: (appointment) => {
      queryClient.setQueryData(appointmentKeys.detail(appointment.order_no), appointment);
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all, predicate: isAppointmentList });
    },
    onError: (_error, body) => {
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.detail(body.order_no) });
    },
  });
}
