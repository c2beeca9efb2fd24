import {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import {
  jsonArray,
  optionalDate,
  optionalInteger,
  optionalText,
  position,
  primaryId,
  requiredId,
  requiredText,
} from './columns.ts';
import type { CourseModule } from './course-module.ts';

/** A downloadable material of a lesson (the "materials" tab). */
export interface LessonResource {
  title: string;
  url: string;
}

/** A lesson: a video, a live or meet link, materials and notes. */
export class Lesson extends Model<InferAttributes<Lesson>, InferCreationAttributes<Lesson>> {
  declare id: CreationOptional<number>;
  declare moduleId: number;
  declare title: string;
  declare description: string | null;
  declare videoUrl: string | null;
  declare liveUrl: string | null;
  declare meetUrl: string | null;
  /** Held as a meeting in Platea's own rooms (issue 22): the course's owner hosts, its students join. */
  declare meeting: CreationOptional<boolean>;
  /** When that meeting is planned (the waiting screen's countdown); null: whenever the host opens it. */
  declare meetStartsAt: CreationOptional<Date | null>;
  declare resources: CreationOptional<LessonResource[]>;
  declare notes: string | null;
  declare position: CreationOptional<number>;
  declare durationMinutes: number | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare module?: NonAttribute<CourseModule>;

  static listByModule(moduleId: number) {
    return Lesson.findAll({
      where: { moduleId },
      order: [
        ['position', 'ASC'],
        ['id', 'ASC'],
      ],
    });
  }

  toFormattedJSON() {
    return {
      id: this.id,
      moduleId: this.moduleId,
      title: this.title,
      description: this.description,
      videoUrl: this.videoUrl,
      liveUrl: this.liveUrl,
      meetUrl: this.meetUrl,
      meeting: this.meeting,
      meetStartsAt: this.meetStartsAt,
      resources: this.resources,
      notes: this.notes,
      position: this.position,
      durationMinutes: this.durationMinutes,
    };
  }

  static initModel(sequelize: Sequelize) {
    Lesson.init(
      {
        id: primaryId(),
        moduleId: requiredId(),
        title: requiredText(),
        description: optionalText(),
        videoUrl: optionalText(),
        liveUrl: optionalText(),
        meetUrl: optionalText(),
        meeting: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        meetStartsAt: optionalDate(),
        resources: jsonArray(),
        notes: optionalText(),
        position: position(),
        durationMinutes: optionalInteger(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'lessons', modelName: 'Lesson' },
    );
  }
}
