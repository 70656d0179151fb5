import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { PATHS } from '../../../app/paths';
import { AsyncView } from '../../../components/async-view';
import { EmptyState } from '../../../components/empty-state';
import { infiniteListOf } from '../../../lib/infinite-list';
import { withQuery } from '../../../lib/url';
import type { LawyerAppointmentGroup } from '../api/appointment-keys';
import { useLawyerAppointments } from '../api/get-lawyer-appointments';
import { AppointmentCard } from './appointment-card';
import styles from './lawyer-appointments.module.css';

const SHOWN = 5;

const GROUPS: ReadonlyArray<{ group: LawyerAppointmentGroup; title: string; empty: string }> = [
  { group: 'waiting', title: '待确认', empty: '暂无待确认的预约' },
  { group: 'upcoming', title: '待面谈', empty: '暂无待面谈的预约' },
  { group: 'all', title: '全部预约', empty: '暂无线下预约' },
];

/**
 * 线下预约 on the workbench: appointments the platform sent the lawyer (waiting for an answer) and accepted
 * ones still to be met, with counts; every appointment a tap away.
 */
export function LawyerAppointments() {
  const [chosen, setChosen] = useState<LawyerAppointmentGroup>('waiting');
  const waiting = useLawyerAppointments('waiting', SHOWN);
  const upcoming = useLawyerAppointments('upcoming', SHOWN);
  const counts: Partial<Record<LawyerAppointmentGroup, number | undefined>> = {
    waiting: waiting.data?.pages[0]?.total,
    upcoming: upcoming.data?.pages[0]?.total,
  };
  return (
    <section className={styles.section} aria-labelledby="lawyer-appointments-title">
      <h2 id="lawyer-appointments-title" className={styles.title}>
        线下预约
      </h2>
      <div className={styles.kinds} role="tablist" aria-label="预约分组">
        {GROUPS.map((kind) => (
          <button
            key={kind.group}
            type="button"
            role="tab"
            aria-selected={kind.group === chosen}
            className={kind.group === chosen ? `${styles.kind} ${styles.chosen}` : styles.kind}
            onClick={() => setChosen(kind.group)}
          >
            {kind.title}
            {counts[kind.group] !== undefined ? (
              <span className={styles.count}>{counts[kind.group]}</span>
            ) : null}
          </button>
        ))}
      </div>
      <GroupList key={chosen} group={chosen} />
    </section>
  );
}

function GroupList({ group }: { group: LawyerAppointmentGroup }) {
  const appointments = useLawyerAppointments(group, SHOWN);
  const { state } = infiniteListOf(appointments);
  const empty = GROUPS.find((kind) => kind.group === group)?.empty ?? '暂无线下预约';
  return (
    <div role="tabpanel" className={styles.panel}>
      <AsyncView query={state}>
        {(data) => {
          const list = data.pages.flatMap((page) => page.list);
          if (list.length === 0) return <EmptyState text={empty} />;
          return (
            <>
              {list.map((appointment) => (
                <AppointmentCard
                  key={appointment.order_no}
                  appointment={appointment}
                  viewer="lawyer"
                  to={withQuery(PATHS.lawyerAppointmentDetail, { order_no: appointment.order_no })}
                />
              ))}
              {appointments.hasNextPage ? (
                <Button
                  className={styles.more}
                  block
                  fill="none"
                  color="primary"
                  loading={appointments.isFetchingNextPage}
                  onClick={() => void appointments.fetchNextPage()}
                >
                  查看更多
                </Button>
              ) : null}
            </>
          );
        }}
      </AsyncView>
    </div>
  );
}
